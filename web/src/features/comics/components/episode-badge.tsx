// An episode's label (docs/product.md): Free, N Coins, Purchased, VIP only, Free Rental Pass.
import { useTranslation } from 'react-i18next';
import type { EpisodeLabel } from '../lib/episode-rules.js';

export function EpisodeBadge({ label }: { label: EpisodeLabel }) {
  const { t } = useTranslation();
  const text =
    label.kind === 'free'
      ? t('browse.comic.free')
      : label.kind === 'coins'
        ? t('browse.comic.coins', { count: label.price })
        : label.kind === 'purchased'
          ? t('browse.comic.purchased')
          : label.kind === 'vip'
            ? t('browse.comic.vipOnly')
            : t('browse.comic.rentalPass');
  return <span className={`ep-badge ep-badge--${label.kind}`}>{text}</span>;
}
