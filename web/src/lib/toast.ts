// Toast helpers over react-toastify (spec §8/§9). A toastId collapses repeats of one message.
import { toast, type ToastOptions } from 'react-toastify';
import { errorMessage } from './rest.js';

export const notify = {
  success: (message: string, opts?: ToastOptions) => toast.success(message, { toastId: `s:${message}`, ...opts }),
  info: (message: string, opts?: ToastOptions) => toast.info(message, { toastId: `i:${message}`, ...opts }),
  warning: (message: string, opts?: ToastOptions) => toast.warning(message, { toastId: `w:${message}`, ...opts }),
  error: (message: string, opts?: ToastOptions) => toast.error(message, { toastId: `e:${message}`, ...opts }),
  /** The general failure rule of spec §8: server message, else the error's own, else the default. */
  failure: (error: unknown, fallback?: string) => {
    const message = errorMessage(error, fallback);
    return toast.error(message, { toastId: `e:${message}` });
  },
};
