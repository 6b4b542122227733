// Daily (docs/product.md Listings): tabs New, MON..SUN.
import { useTranslation } from 'react-i18next';
import { DAILY_QUERY, useComicList } from '../api/listings.js';
import { ComicResults } from './comic-results.js';
import { TabbedListing } from './tabbed-listing.js';

export const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

function DailyList({ day }: { day: string }) {
  const list = useComicList(DAILY_QUERY, { day }, (r) => r.dailyComics);
  return <ComicResults {...list} />;
}

export function DailyPage() {
  const { t } = useTranslation();
  const tabs = [{ key: 'NEW', label: t('pages.new') }, ...DAYS.map((d) => ({ key: d, label: t(`days.${d}`) }))];
  return (
    <TabbedListing title={t('pages.daily')} page="daily" tabs={tabs}>
      {(day) => <DailyList day={day} />}
    </TabbedListing>
  );
}
