// The reason dialog behind Report (Report → Reported, docs/product.md).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';

export function ReportDialog({
  open,
  busy,
  onClose,
  onSend,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => {
        setReason('');
        onClose();
      }}
      title={t('browse.community.reportTitle')}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setReason('');
              onClose();
            }}
          >
            {t('browse.community.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => {
              onSend(reason);
              setReason('');
            }}
            data-testid="report-send"
          >
            {t('browse.community.reportSend')}
          </button>
        </>
      }
    >
      <div className="field comments__field">
        <label htmlFor={id}>{t('browse.community.reportReason')}</label>
        <textarea id={id} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="report-reason" />
      </div>
    </Dialog>
  );
}
