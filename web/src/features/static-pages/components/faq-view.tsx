// FAQ (docs/product.md Static pages): groups with a title and question/answer pairs, answers as sanitised
// HTML; 'No FAQ data found.' when there are no groups, 'Not available' for a group without pairs.
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { SafeHtml } from '../../../components/safe-html.js';
import { useFaq } from '../api/static-content.js';

export function FaqPage() {
  const { t } = useTranslation();
  const { groups, loading } = useFaq();
  return (
    <PageFrame title={t('pages.faq')} className="static-page">
      {loading && groups.length === 0 ? (
        <Loading />
      ) : groups.length === 0 ? (
        <EmptyState>{t('empty.noFaq')}</EmptyState>
      ) : (
        groups.map((g) => (
          <section key={g.id} className="faq-group" aria-labelledby={`faq-${g.id}`}>
            <h2 id={`faq-${g.id}`} className="shelf__title">
              {g.title}
            </h2>
            {g.content.length === 0 ? (
              <EmptyState>{t('empty.notAvailable')}</EmptyState>
            ) : (
              <div className="faq-list">
                {g.content.map((item, i) => (
                  <details key={i} className="faq-item">
                    <summary>{item.question}</summary>
                    {item.answer ? <SafeHtml html={item.answer} /> : <p className="muted">{t('empty.notAvailable')}</p>}
                  </details>
                ))}
              </div>
            )}
          </section>
        ))
      )}
    </PageFrame>
  );
}
