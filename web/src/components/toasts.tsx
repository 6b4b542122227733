// The toast area of spec §9: top-right, 5 s, pause on hover and on focus loss, drag to dismiss at
// 80 %, Alt+T focuses the notifications (react-toastify's hot key, named in its aria-label).
import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const;

export function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      {...TOAST_OPTIONS}
      newestOnTop
      closeOnClick={false}
      theme="colored"
      aria-label={t('app.notifications')}
      hotKeys={(e) => e.altKey && e.code === 'KeyT'}
    />
  );
}
