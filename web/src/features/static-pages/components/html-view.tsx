// Terms of Use and Privacy Policy (docs/product.md Static pages): the stored HTML, sanitised; 'Not
// available' when there is none.
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { SafeHtml } from '../../../components/safe-html.js';
import { useStaticPage } from '../api/static-content.js';

function HtmlPage({ page, title }: { page: 'terms' | 'privacy'; title: string }) {
  const { t } = useTranslation();
  const { content, loading } = useStaticPage(page);
  return (
    <PageFrame title={title} className="static-page">
      {loading && content === null ? (
        <Loading />
      ) : content ? (
        <SafeHtml html={content} className="card" />
      ) : (
        <EmptyState>{t('empty.notAvailable')}</EmptyState>
      )}
    </PageFrame>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  return <HtmlPage page="terms" title={t('pages.terms')} />;
}

export function PrivacyPage() {
  const { t } = useTranslation();
  return <HtmlPage page="privacy" title={t('pages.privacy')} />;
}
