// "A new version is ready" with its Reload button: a toast that stays until the reader acts on it
// (no timer, no drag, not cleared by a page change), in the interface language, reachable by
// keyboard (Alt+T focuses the toasts, Tab the button).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';

const TOAST_ID = 'app-update';

export function showUpdatePrompt(reload: () => void): void {
  if (toast.isActive(TOAST_ID)) return;
  toast(<UpdatePrompt reload={reload} />, {
    toastId: TOAST_ID,
    className: 'update-prompt',
    role: 'status',
    autoClose: false,
    closeOnClick: false,
    draggable: false,
  });
}

function UpdatePrompt({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <div className="update-prompt__body">
      <p>{t('app.updateReady')}</p>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          reload();
        }}
      >
        {t('app.updateReload')}
      </button>
    </div>
  );
}
