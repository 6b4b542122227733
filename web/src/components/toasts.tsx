// The toast area of spec §9: top-right, 5 s, pause on hover and on focus loss, drag to dismiss at
// 80 %, Alt+T focuses the notifications (react-toastify's hot key, named in its aria-label). At
// most TOAST_LIMIT show at once (more wait their turn); a page change clears the earlier ones.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { TOAST_LIMIT, clearToastsOnNavigation } from '../lib/toast.js';

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
      limit={TOAST_LIMIT}
      closeOnClick={false}
      theme="colored"
      aria-label={t('app.notifications')}
      hotKeys={(e) => e.altKey && e.code === 'KeyT'}
    />
  );
}

/** Inside the router: each page change clears the toasts of the steps before it. */
export function ToastsFollowNavigation() {
  const { pathname } = useLocation();
  useEffect(() => { clearToastsOnNavigation(); }, [pathname]);
  return null;
}
