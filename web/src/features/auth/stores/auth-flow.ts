// The sign-up / forgot flow between its pages (docs/product.md session storage: email, fullName, forgot
// flag). The single-use tokens verify-mail answers (sign-up, or the forgot flow's reset token and
// id) stay in memory only.
import { atom } from 'jotai';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage.js';

export interface FlowState {
  email: string;
  fullName: string;
  forgot: boolean;
}

export function readFlow(): FlowState {
  return {
    email: sessionStore.get<string>(SESSION_KEYS.email) ?? '',
    fullName: sessionStore.get<string>(SESSION_KEYS.fullName) ?? '',
    forgot: sessionStore.get<boolean>(SESSION_KEYS.forgot) === true,
  };
}

export function startFlow(state: FlowState): void {
  sessionStore.set(SESSION_KEYS.email, state.email);
  if (state.fullName) sessionStore.set(SESSION_KEYS.fullName, state.fullName);
  else sessionStore.remove(SESSION_KEYS.fullName);
  if (state.forgot) sessionStore.set(SESSION_KEYS.forgot, true);
  else sessionStore.remove(SESSION_KEYS.forgot);
}

export function endFlow(): void {
  sessionStore.remove(SESSION_KEYS.email);
  sessionStore.remove(SESSION_KEYS.fullName);
  sessionStore.remove(SESSION_KEYS.forgot);
}

/** Forgot flow: what verify-mail answered (kept in memory, never stored). */
export const resetAtom = atom<{ token: string; userId?: string } | null>(null);

/** Sign-up: the single-use token verify-mail answered, which signup-user needs (kept in memory, never stored). */
export const signupTokenAtom = atom<string | null>(null);
