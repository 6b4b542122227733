// One gift (spec §2 Gift box): image, title, value, details, the date in long US style and
// 'Redeem Gift' (unclaimed) or 'Gift Redeemed' (claimed, cannot be claimed again).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { formatLongUS } from '../../../lib/dates.js';
import type { GiftRow } from '../api/gifts.js';

export function GiftCard({ gift, busy, onClaim }: { gift: GiftRow; busy: boolean; onClaim: (gift: GiftRow) => void }) {
  const { t } = useTranslation();
  const value = gift.type === 'coin' ? t('gifts.coinValue', { count: gift.value }) : gift.type === 'point' ? t('gifts.pointValue', { count: gift.value }) : t('gifts.rentalValue');
  return (
    <li className={`gift card gift--${gift.type}`}>
      <Image src={gift.image} alt="" className="gift__image" width={72} height={72} />
      <div className="gift__body">
        <p className="gift__value">{value}</p>
        <h2 className="gift__title">{gift.title}</h2>
        {gift.detail && <p className="gift__detail">{gift.detail}</p>}
        {gift.date && <p className="gift__date">{t('gifts.expires', { date: formatLongUS(gift.date) })}</p>}
        {gift.claimed && gift.type === 'rental' && gift.episodeId && <Link className="link gift__read" to={`/episode-view/${gift.episodeId}`}>{t('gifts.read')}</Link>}
      </div>
      {gift.claimed ? (
        <button type="button" className="button button--ghost button--small gift__button" disabled>{t('gifts.redeemed')}</button>
      ) : (
        <button type="button" className="button button--primary button--small gift__button" disabled={busy} onClick={() => onClaim(gift)} aria-label={`${t('gifts.redeem')}: ${gift.title}`}>
          {t('gifts.redeem')}
        </button>
      )}
    </li>
  );
}
