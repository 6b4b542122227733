// Listing pages (spec §2 Listings) — page frames: banner, tabs and the empty state. The browsing
// work fills them from the content, ranking and banner calls.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { Tabs } from '../../../components/tabs.js';
import { ListingBanner } from './banner.js';

const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

function TabbedListing({ title, tabs }: { title: string; tabs: Array<{ key: string; label: string }> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(tabs[0]!.key);
  return (
    <PageFrame title={title}>
      <ListingBanner />
      <Tabs items={tabs} value={tab} onChange={setTab} label={title}>
        <EmptyState>{t('empty.noDataFound')}</EmptyState>
      </Tabs>
    </PageFrame>
  );
}

export function DailyPage() {
  const { t } = useTranslation();
  return <TabbedListing title={t('pages.daily')} tabs={[{ key: 'new', label: t('pages.new') }, ...DAYS.map((d) => ({ key: d, label: t(`days.${d}`) }))]} />;
}

export function FreePage() {
  const { t } = useTranslation();
  return <TabbedListing title={t('pages.free')} tabs={[{ key: 'all', label: t('pages.all') }]} />;
}

export function GenrePage() {
  const { t } = useTranslation();
  return <TabbedListing title={t('pages.genre')} tabs={[{ key: 'all', label: t('pages.all') }]} />;
}

export function RankingPage() {
  const { t } = useTranslation();
  return <TabbedListing title={t('pages.ranking')} tabs={[{ key: 'all', label: t('pages.allTime') }, { key: 'week', label: t('pages.week') }, { key: 'day', label: t('pages.day') }]} />;
}

export function TagPage() {
  const { t } = useTranslation();
  const { tag = '' } = useParams();
  return (
    <PageFrame title={t('pages.tag', { tag })}>
      <EmptyState>{t('empty.noDataFound')}</EmptyState>
    </PageFrame>
  );
}

export function MorePage() {
  const { t } = useTranslation();
  const { genre = '' } = useParams();
  return (
    <PageFrame title={t('pages.more_', { genre })}>
      <EmptyState>{t('empty.noDataFound')}</EmptyState>
    </PageFrame>
  );
}
