// A listing page with its banner and tabs; the selected tab is kept in ?tab= so Back returns to it.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/page-frame.js';
import { Tabs } from '../../../components/tabs.js';
import { ListingBanner } from './banner.js';

export interface ListingTab {
  key: string;
  label: string;
}

export function TabbedListing({
  title,
  page,
  tabs,
  children,
}: {
  title: string;
  page: string;
  tabs: ListingTab[];
  children: (tab: string) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab = tabs.some((t) => t.key === wanted) ? wanted! : tabs[0]!.key;
  return (
    <PageFrame title={title} className="listing">
      <ListingBanner page={page} />
      <Tabs items={tabs} value={tab} onChange={(k) => setParams(k === tabs[0]!.key ? {} : { tab: k }, { replace: true })} label={title}>
        <div key={tab}>{children(tab)}</div>
      </Tabs>
    </PageFrame>
  );
}
