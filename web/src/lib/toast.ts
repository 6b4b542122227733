// Toast helpers over react-toastify (docs/product.md). A toastId collapses repeats of one message.
// A toast reports one step: the next step's result replaces a standing error (an error is about
// the step before), and moving to another page clears the toasts raised before it (see
// clearToastsOnNavigation). At most TOAST_LIMIT show at once (components/toasts.tsx).
import { toast, type Id, type ToastOptions } from 'react-toastify';
import { errorMessage } from './rest.js';

export const TOAST_LIMIT = 2;
/** A toast raised this shortly before a page change belongs to it (e.g. 'Login success', then home). */
export const NAVIGATION_CARRY_MS = 1000;

const raisedAt = new Map<Id, { at: number; error: boolean }>();
toast.onChange((item) => {
  if (item.status === 'removed') raisedAt.delete(item.id);
});

type Kind = 'success' | 'info' | 'warning' | 'error';
const PREFIX: Record<Kind, string> = { success: 's', info: 'i', warning: 'w', error: 'e' };

function raise(kind: Kind, message: string, opts?: ToastOptions): Id {
  const toastId = opts?.toastId ?? `${PREFIX[kind]}:${message}`;
  for (const [id, t] of raisedAt) if (t.error && id !== toastId) toast.dismiss(id);
  const id = toast[kind](message, { ...opts, toastId });
  raisedAt.set(id, { at: Date.now(), error: kind === 'error' });
  return id;
}

export const notify = {
  success: (message: string, opts?: ToastOptions) => raise('success', message, opts),
  info: (message: string, opts?: ToastOptions) => raise('info', message, opts),
  warning: (message: string, opts?: ToastOptions) => raise('warning', message, opts),
  error: (message: string, opts?: ToastOptions) => raise('error', message, opts),
  /** The general failure rule of docs/product.md: server message, else the error's own, else the default. */
  failure: (error: unknown, fallback?: string) => raise('error', errorMessage(error, fallback)),
};

/** A page change: dismisses the toasts raised before it (queued ones too), keeps the ones it brought. */
export function clearToastsOnNavigation(now = Date.now()): void {
  for (const [id, t] of raisedAt) {
    if (now - t.at > NAVIGATION_CARRY_MS) {
      toast.dismiss(id);
      raisedAt.delete(id);
    }
  }
}
