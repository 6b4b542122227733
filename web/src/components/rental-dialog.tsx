// Using a Free Rental Pass: opening an episode that only a held, unused pass opens asks first —
// which episode, and until when the pass keeps it open — then spends it. Asked on the comic page
// and in the reader (an episode opened by its address or from Account › Expected Expiration Dates).
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.js';
import { formatLongDate } from '../lib/dates.js';

export interface RentalDialogProps<E extends { episodeNumber: number; title: string }> {
  episode: E | null;
  comicTitle: string;
  expiresAt: string | null;
  busy: boolean;
  onUse: (e: E) => void;
  onClose: () => void;
}

export function RentalDialog<E extends { episodeNumber: number; title: string }>({
  episode,
  comicTitle,
  expiresAt,
  busy,
  onUse,
  onClose,
}: RentalDialogProps<E>) {
  const { t } = useTranslation();
  return (
    <Dialog
      id="rental"
      open={episode !== null}
      onClose={onClose}
      title={t('rx.rental.title')}
      footer={
        episode && (
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('rx.rental.cancel')}
            </button>
            <button type="button" className="button button--primary" disabled={busy} onClick={() => onUse(episode)}>
              {t('rx.rental.use')}
            </button>
          </>
        )
      }
    >
      {episode && (
        <>
          <p className="purchase__episode">
            {t('rx.rental.episode', { comic: comicTitle, n: episode.episodeNumber, title: episode.title })}
          </p>
          <p>{expiresAt ? t('rx.rental.until', { date: formatLongDate(expiresAt) }) : t('rx.rental.opens')}</p>
          <p className="muted">{t('rx.rental.note')}</p>
        </>
      )}
    </Dialog>
  );
}
