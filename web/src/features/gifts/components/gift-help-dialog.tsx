// The explanation dialogs for coin and point gifts (docs/product.md Gift box).
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';

export function GiftHelpDialog({ kind, onClose }: { kind: 'coin' | 'point' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = kind ? (t(kind === 'coin' ? 'gifts.coinHelp' : 'gifts.pointHelp', { returnObjects: true }) as unknown as string[]) : [];
  return (
    <Dialog open={kind !== null} onClose={onClose} title={kind === 'point' ? t('gifts.aboutPoint') : t('gifts.aboutCoin')}>
      <ul className="checklist">
        {(Array.isArray(lines) ? lines : []).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </Dialog>
  );
}
