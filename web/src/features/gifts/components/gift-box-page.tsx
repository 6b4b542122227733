// Gift box (spec §2 Gift box) — page frame: the four tabs and their empty states.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { Tabs } from '../../../components/tabs.js';

type Tab = 'all' | 'rental' | 'coin' | 'point';

export function GiftBoxPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const empty: Record<Tab, string> = { all: t('empty.noDataFound'), rental: t('empty.noRental'), coin: t('empty.noCoinGift'), point: t('empty.noPointGift') };
  return (
    <PageFrame title={t('pages.giftBox')}>
      <Tabs<Tab>
        label={t('pages.giftBox')}
        value={tab}
        onChange={setTab}
        items={[{ key: 'all', label: t('pages.all') }, { key: 'rental', label: t('pages.rentalPasses') }, { key: 'coin', label: t('pages.coin') }, { key: 'point', label: t('pages.point') }]}
      >
        <EmptyState>{empty[tab]}</EmptyState>
      </Tabs>
    </PageFrame>
  );
}
