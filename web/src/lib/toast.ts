// Toast helpers over react-toastify (spec §8/§9). A toastId collapses repeats of one message.
// A toast reports one step: the next step's result replaces a standing error (an error is about
// the step before), and moving to another page clears the toasts raised before it (see
// clearToastsOnNavigation). At most TOAST_LIMIT show at once (components/toasts.tsx).
// react-toastify is a chunk of its own, loaded after the first paint (components/toasts.tsx) or by
// the first toast: it is not in the app shell every page waits for. A toast raised before it has
// arrived is shown once it has, in the order raised.
import type { Id, ToastOptions } from 'react-toastify';
import { errorMessage } from './rest.js';

type Toastify = typeof import('react-toastify');
let loaded: Toastify | null = null;
let loading: Promise<Toastify> | null = null;

/** The toast library, once (the toast area mounts from it too). */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then((m) => {
    loaded = m;
    m.toast.onChange((item) => {
      if (item.status === 'removed') raisedAt.delete(item.id);
    });
    return m;
  });
  return loading;
}

/** Runs `use` with the toast API now when it is loaded, else once it is (in call order). */
function withToast(use: (toast: Toastify['toast']) => void): void {
  if (loaded) use(loaded.toast);
  else void loadToastify().then((m) => use(m.toast), () => undefined);
}

export const TOAST_LIMIT = 2;
/** A toast raised this shortly before a page change belongs to it (e.g. 'Login success', then home). */
export const NAVIGATION_CARRY_MS = 1000;

const raisedAt = new Map<Id, { at: number; error: boolean }>();

type Kind = 'success' | 'info' | 'warning' | 'error';
const PREFIX: Record<Kind, string> = { success: 's', info: 'i', warning: 'w', error: 'e' };

function raise(kind: Kind, message: string, opts?: ToastOptions): Id {
  const toastId = opts?.toastId ?? `${PREFIX[kind]}:${message}`;
  const standing = [...raisedAt].filter(([id, t]) => t.error && id !== toastId).map(([id]) => id);
  raisedAt.set(toastId, { at: Date.now(), error: kind === 'error' });
  withToast((toast) => {
    for (const id of standing) toast.dismiss(id);
    toast[kind](message, { ...opts, toastId });
  });
  return toastId;
}

export const notify = {
  success: (message: string, opts?: ToastOptions) => raise('success', message, opts),
  info: (message: string, opts?: ToastOptions) => raise('info', message, opts),
  warning: (message: string, opts?: ToastOptions) => raise('warning', message, opts),
  error: (message: string, opts?: ToastOptions) => raise('error', message, opts),
  /** The general failure rule of spec §8: server message, else the error's own, else the default. */
  failure: (error: unknown, fallback?: string) => raise('error', errorMessage(error, fallback)),
};

/** A page change: dismisses the toasts raised before it (queued ones too), keeps the ones it brought. */
export function clearToastsOnNavigation(now = Date.now()): void {
  for (const [id, t] of raisedAt) {
    if (now - t.at > NAVIGATION_CARRY_MS) {
      withToast((toast) => toast.dismiss(id));
      raisedAt.delete(id);
    }
  }
}
