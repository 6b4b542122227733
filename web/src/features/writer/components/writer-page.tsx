// Writer profile (docs/product.md Writer profile): a fixed biography, social icons (admin data), the
// writer's comics and Start Reading buttons.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { Image } from '../../../components/image.js';
import { SocialIcon } from '../../../components/icons.js';
import { comicHref } from '../../../components/comic-card.js';
import { useAdminData } from '../../../api/admin-data.js';
import { useWriterComics } from '../api/writer.js';
import './writer.css';

const NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'telegram'] as const;

export function WriterPage() {
  const { t } = useTranslation();
  const { writerName = '' } = useParams();
  const { comics, fetching } = useWriterComics(writerName);
  const { socialMedia } = useAdminData();
  return (
    <PageFrame title={t('pages.writer', { name: writerName })} className="writer">
      <div className="card writer__bio">
        <span className="writer__avatar" aria-hidden="true">
          {writerName.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p>{t('browse.writer.bio')}</p>
          {socialMedia && (
            <ul className="social" aria-label={t('browse.writer.social')}>
              {NETWORKS.filter((n) => socialMedia[n]).map((n) => (
                <li key={n}>
                  <a className="icon-button" href={socialMedia[n]} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${n}`)}>
                    <SocialIcon name={n} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <h2 className="shelf__title">{t('browse.writer.comics')}</h2>
      {fetching && !comics.length ? (
        <Loading />
      ) : comics.length === 0 ? (
        <EmptyState>{t('empty.noDataFound')}</EmptyState>
      ) : (
        <ul className="writer__list">
          {comics.map((c) => (
            <li key={c.id} className="writer__item card">
              <Image src={c.thumbnail || c.coverImage} alt="" width={120} height={160} className="writer__cover" />
              <div className="writer__meta">
                <h3>{c.title}</h3>
                <p className="muted">{c.genre}</p>
                <p className="writer__desc">{c.description}</p>
                <Link
                  className="button button--primary button--small"
                  to={comicHref(c, true)}
                  aria-label={`${t('browse.writer.start')}: ${c.title}`}
                >
                  {t('browse.writer.start')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
