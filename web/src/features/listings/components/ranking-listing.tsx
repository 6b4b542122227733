// Ranking (docs/product.md Listings): tabs All time, Week, Day; ranked cards, each with its rank number.
import { useTranslation } from 'react-i18next';
import { RANKING_QUERY, useComicList, type RankingPeriod } from '../api/listings.js';
import { ComicResults } from './comic-results.js';
import { TabbedListing } from './tabbed-listing.js';

function RankingList({ period }: { period: RankingPeriod }) {
  const list = useComicList(RANKING_QUERY, { period }, (r) => r.ranking);
  return <div className="ranking">{<ComicResults {...list} ranked />}</div>;
}

export function RankingPage() {
  const { t } = useTranslation();
  const tabs = [
    { key: 'ALL', label: t('pages.allTime') },
    { key: 'WEEK', label: t('pages.week') },
    { key: 'DAY', label: t('pages.day') },
  ];
  return (
    <TabbedListing title={t('pages.ranking')} page="ranking" tabs={tabs}>
      {(p) => <RankingList period={p as RankingPeriod} />}
    </TabbedListing>
  );
}
