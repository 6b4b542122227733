// The toast area of docs/product.md: top-right, 5 s, pause on hover and on focus loss, drag to dismiss at
// 80 %, Alt+T focuses the notifications (react-toastify's hot key, named in its aria-label). At
// most TOAST_LIMIT show at once (more wait their turn); a page change clears the earlier ones.
// The close button speaks the interface language; the timer bar stays hidden (react-toastify names
// it only in English, and the 5 s close needs no bar to happen). They sit below the site header
// (--toast-top, measured: on a phone its links take a second row), never over its navigation.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { TOAST_LIMIT, clearToastsOnNavigation } from '../lib/toast.js';
import './toasts.css';

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
      hideProgressBar
      closeButton={(props) => <ToastClose {...props} label={t('app.close')} />}
      aria-label={t('app.notifications')}
      hotKeys={(e) => e.altKey && e.code === 'KeyT'}
    />
  );
}

/** react-toastify's close button (its classes and cross), named in the interface language. */
function ToastClose({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** Inside the router: each page change clears the toasts of the steps before it, and the toasts follow the page's header. */
export function ToastsFollowNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    clearToastsOnNavigation();
  }, [pathname]);
  useEffect(() => keepBelowHeader(), [pathname]);
  return null;
}

/** Sets --toast-top to the site header's height (0 where a page hides it) and follows its changes; returns the cleanup. */
function keepBelowHeader(): () => void {
  const root = document.documentElement;
  const header = document.querySelector<HTMLElement>('.site-header');
  const place = () => root.style.setProperty('--toast-top', `${header ? header.offsetHeight : 0}px`);
  place();
  if (!header || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(place);
  observer.observe(header);
  return () => observer.disconnect();
}
