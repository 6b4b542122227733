// Home (spec §2 Home) — page frame: hero, New Releases, Free Episode, the originals showcase,
// Recently Read (logged in only) and the genre strip. The browsing work fills the sections.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { credentialsAtom } from '../../../stores/session.js';

export function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(credentialsAtom) !== null;
  const sections: Array<[string, string | null]> = [
    [t('pages.newReleases'), null],
    [t('pages.freeEpisode'), null],
    [t('pages.showcase'), null],
    ...(loggedIn ? [[t('pages.recentlyRead'), '/my-library'] as [string, string]] : []),
    [t('pages.genres'), null],
  ];
  return (
    <PageFrame title={t('pages.home')} hideTitle className="home">
      <div className="hero" aria-hidden="true"><div className="hero__slide" /></div>
      {sections.map(([title, more]) => (
        <section key={title} className="shelf" aria-label={title}>
          <div className="shelf__head">
            <h2 className="shelf__title">{title}</h2>
            {more && <Link to={more} className="shelf__more">{t('pages.more')}</Link>}
          </div>
          <EmptyState>{t('empty.noData')}</EmptyState>
        </section>
      ))}
    </PageFrame>
  );
}
