// One gift (docs/product.md Gift box): image, title, value, details, 'Redeem Gift' (unclaimed) or 'Gift
// Redeemed' (claimed, cannot be claimed again) and its dates in long US style: unclaimed, the claim
// deadline and how long what it grants lasts; claimed, when that ends. The gift the reader was
// sent to claim is marked and scrolled into view.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Image } from '../../../components/image.js';
import { formatLongUS } from '../../../lib/dates.js';
import type { GiftRow } from '../api/gifts.js';

export function GiftCard({
  gift,
  busy,
  target = false,
  onClaim,
}: {
  gift: GiftRow;
  busy: boolean;
  target?: boolean;
  onClaim: (gift: GiftRow) => void;
}) {
  const { t } = useTranslation();
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (target) card.current?.scrollIntoView({ block: 'center' });
  }, [target]);
  const value =
    gift.type === 'coin'
      ? t('gifts.coinValue', { count: gift.value })
      : gift.type === 'point'
        ? t('gifts.pointValue', { count: gift.value })
        : t('gifts.rentalValue');
  return (
    <li
      ref={card}
      className={`gift card gift--${gift.type}`}
      data-target={target || undefined}
      aria-current={target || undefined}
      style={target ? { outline: '2px solid var(--accent)', outlineOffset: 2 } : undefined}
    >
      <Image src={gift.image} alt="" className="gift__image" width={72} height={72} />
      <div className="gift__body">
        {target && <p className="gift__target chip">{t('access.gift.forEpisode')}</p>}
        <p className="gift__value">{value}</p>
        <h2 className="gift__title">{gift.title}</h2>
        {gift.detail && <p className="gift__detail">{gift.detail}</p>}
        {gift.date && <p className="gift__date">{giftDates(gift, t)}</p>}
        {gift.claimed && gift.type === 'rental' && gift.episodeId && (
          <Link className="link gift__read" to={`/episode-view/${gift.episodeId}`}>
            {t('gifts.read')}
          </Link>
        )}
      </div>
      {gift.claimed ? (
        <button type="button" className="button button--ghost button--small gift__button" disabled>
          {t('gifts.redeemed')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary button--small gift__button"
          disabled={busy}
          onClick={() => onClaim(gift)}
          aria-label={`${t('gifts.redeem')}: ${gift.title}`}
        >
          {t('gifts.redeem')}
        </button>
      )}
    </li>
  );
}

function giftDates(gift: GiftRow, t: TFunction): string {
  const date = formatLongUS(gift.date);
  if (gift.claimed) return gift.type === 'rental' ? t('access.gift.passEnds', { date }) : t('access.gift.ends', { date });
  const claimBy = t('access.gift.claimBy', { date });
  return gift.lastsDays ? `${claimBy} · ${t('access.gift.lasts', { count: gift.lastsDays })}` : claimBy;
}
