// The sign-in calls of spec §7 (REST, as the spec names them; contract §6 for the forgot flow).
import { rest } from '../../../lib/rest.js';
import { deviceDescription } from '../../../lib/device.js';

export interface LoginAnswer {
  token: string;
  user: { _id: string; id?: string; fullName?: string; email?: string };
}

export const signupMail = (email: string, fullName: string) =>
  rest<{ message?: string }>('/signup-mail', { method: 'POST', body: { email, fullName } });

export const forgotMail = (email: string) =>
  rest<{ message?: string; userId?: string }>('/signup-mail', { method: 'POST', body: { email, type: 'forgot' } });

/**
 * The answer carries a single-use `token`: for sign-up the one signup-user needs, for a forgot
 * request the reset token (and the flow's opaque id).
 */
export const verifyMail = (email: string, code: string) =>
  rest<{ message?: string; token?: string; userId?: string }>('/verify-mail', { method: 'POST', body: { email, code } });

/** The sign-up token verify-mail answered goes in the Token header (contract §6). */
export const signupUser = (signupToken: string, body: { email: string; fullName: string; password: string; confirm_password: string }) =>
  rest<{ message?: string; userId?: string }>('/signup-user', { method: 'POST', token: signupToken, body });

/** `/{userId}/{code}` (Google sign-in's landing): the single-use code is traded for a session. */
export const exchangeSignInCode = (userId: string, code: string) =>
  rest<{ userId: string; token: string }>('/auth/exchange-sign-in-code', { method: 'POST', body: { userId, code } });

export const loginUser = (email: string, password: string) =>
  rest<LoginAnswer>('/login-user', { method: 'POST', body: { email, password, device: deviceDescription() } });

/** Forgot flow: the reset token goes in the Token header; it grants nothing else. */
export const resetPassword = (resetToken: string, body: { password: string; confirm_password: string; userId?: string }) =>
  rest<{ message?: string }>('/change-password', { method: 'POST', token: resetToken, body });
