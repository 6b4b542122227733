// The Comments page's bar: back to the episode, the title, the count and the 'Popular' label.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function CommentsHeader({ back, total }: { back: string; total: number }) {
  const { t } = useTranslation();
  return (
    <header className="reader__bar comments__bar">
      <Link to={back} className="button button--ghost button--small">
        ‹ {t('app.back')}
      </Link>
      <h1 className="reader__title">{t('pages.comments')}</h1>
      <span className="comments__count" data-testid="comment-count" aria-label={t('browse.community.count', { count: total })}>
        {total}
      </span>
      <span className="comments__sort">{t('browse.community.popular')}</span>
    </header>
  );
}
