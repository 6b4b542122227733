// A question before a step the reader cannot take back (a refund, a withdrawal, a VIP pause or
// cancellation, deactivation): what happens is said in the body; the reader confirms or keeps things
// as they are. The confirm button is disabled while the call runs.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
  /** The button that changes nothing (default 'Cancel'). */
  keepLabel?: string;
}

export function ConfirmDialog({ open, title, confirmLabel, busy, onConfirm, onClose, children, keepLabel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      className="confirm-dialog"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {keepLabel ?? t('acct.keep')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
