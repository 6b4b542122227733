// My Library (spec §2 Library) — page frame: tabs, the Manga/Vender filter and the empty states.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { Tabs } from '../../../components/tabs.js';

type Tab = 'subscribed' | 'recent' | 'unlocked';

export function LibraryPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('subscribed');
  const [filter, setFilter] = useState<'manga' | 'vender'>('manga');
  const empty: Record<Tab, string> = { subscribed: t('empty.noSubscribe'), recent: t('empty.noRecent'), unlocked: t('empty.noUnlocked') };
  return (
    <PageFrame title={t('pages.library')}>
      <div className="segmented" role="group" aria-label={t('pages.filter')}>
        {(['manga', 'vender'] as const).map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>{t(`pages.${f}`)}</button>
        ))}
      </div>
      <Tabs<Tab> label={t('pages.library')} value={tab} onChange={setTab} items={[{ key: 'subscribed', label: t('pages.subscribed') }, { key: 'recent', label: t('pages.recent') }, { key: 'unlocked', label: t('pages.unlocked') }]}>
        <EmptyState>{empty[tab]}</EmptyState>
      </Tabs>
    </PageFrame>
  );
}
