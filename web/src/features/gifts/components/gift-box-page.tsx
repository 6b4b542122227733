// Gift box (/gift-box, docs/product.md): tabs All, Rental Passes, Coin, Point with their empty texts,
// explanation dialogs for coin and point gifts, 'Redeem Gift' → 'Gift Redeemed', long US dates,
// pages of 5 with the pager shown when there are more than 5 pages (docs/product.md). Claiming needs a
// login (else /login); the header balances refresh after a claim. Opened as /gift-box?gift=<id>
// (a reader sent to claim an episode's rental pass), it shows the page holding that gift and marks it.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { PAGE_SIZE, Pager, paginate } from '../../../components/pager.js';
import { Tabs } from '../../../components/tabs.js';
import { useUserData } from '../../../api/user-data.js';
import { gqlMessage, useGraphqlMutation, useGraphqlQuery } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { CLAIM_GIFT, GIFT_BOX, GIFTS, giftRows, type GiftRow } from '../api/gifts.js';
import { GIFT_PARAM } from '../../../lib/gift-link.js';
import { GiftCard } from './gift-card.js';
import { GiftHelpDialog } from './gift-help-dialog.js';
import './gifts.css';

type Tab = 'all' | 'rental' | 'coin' | 'point';
const GIFT_PAGER_ABOVE = 5;

export function GiftBoxPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userData = useUserData();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const [help, setHelp] = useState<'coin' | 'point' | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);
  const gifts = useGraphqlQuery(GIFTS, undefined, { fresh: true });
  const claims = useGraphqlQuery(GIFT_BOX, undefined, { enabled: userData.loggedIn, fresh: true });
  const claimGift = useGraphqlMutation(CLAIM_GIFT);

  const rows = useMemo(() => giftRows(gifts.data?.gifts ?? [], claims.data?.giftBox ?? []), [gifts.data, claims.data]);
  const shown = tab === 'all' ? rows : rows.filter((r) => r.type === tab);
  const target = useSearchParams()[0].get(GIFT_PARAM);
  const targetIndex = target ? rows.findIndex((r) => r.id === target) : -1;
  useEffect(() => {
    if (targetIndex < 0) return;
    setTab('all');
    setPage(Math.floor(targetIndex / PAGE_SIZE) + 1);
  }, [targetIndex]);
  const empty: Record<Tab, string> = {
    all: t('empty.noDataFound'),
    rental: t('empty.noRental'),
    coin: t('empty.noCoinGift'),
    point: t('empty.noPointGift'),
  };

  const claim = async (gift: GiftRow) => {
    if (!userData.loggedIn) {
      navigate('/login');
      return;
    }
    setClaiming(gift.id);
    try {
      // The answer's balance updates the header; the claims (and the Free Rental Passes they
      // count) are asked again (gifts-cache.ts).
      await claimGift.run({ giftId: gift.id });
    } catch (e) {
      notify.error(gqlMessage(e));
      return;
    } finally {
      setClaiming(null);
    }
    notify.success(t('gifts.redeemed'));
  };

  const loading = gifts.loading || claims.loading;
  return (
    <PageFrame title={t('pages.giftBox')}>
      <p className="gifts__intro">{t('gifts.intro')}</p>
      <Tabs<Tab>
        label={t('pages.giftBox')}
        value={tab}
        onChange={(k) => {
          setTab(k);
          setPage(1);
        }}
        items={[
          { key: 'all', label: t('pages.all') },
          { key: 'rental', label: t('pages.rentalPasses') },
          { key: 'coin', label: t('pages.coin') },
          { key: 'point', label: t('pages.point') },
        ]}
      >
        <div className="gifts__panel">
          {(tab === 'coin' || tab === 'point') && (
            <button type="button" className="button button--ghost button--small gifts__help" onClick={() => setHelp(tab)}>
              {tab === 'coin' ? t('gifts.aboutCoin') : t('gifts.aboutPoint')}
            </button>
          )}
          {loading ? (
            <Loading />
          ) : gifts.error ? (
            <EmptyState>{gqlMessage(gifts.error)}</EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState>{empty[tab]}</EmptyState>
          ) : (
            <>
              <ul className="gift-list">
                {paginate(shown, page).map((g) => (
                  <GiftCard key={g.id} gift={g} busy={claiming !== null} target={g.id === target} onClaim={(x) => void claim(x)} />
                ))}
              </ul>
              <Pager total={shown.length} page={page} onChange={setPage} showAbovePages={GIFT_PAGER_ABOVE} />
            </>
          )}
        </div>
      </Tabs>
      <GiftHelpDialog kind={help} onClose={() => setHelp(null)} />
    </PageFrame>
  );
}
