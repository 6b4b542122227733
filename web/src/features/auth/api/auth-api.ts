// The sign-in calls of docs/product.md, The REST calls (REST, as the spec names them; docs/product.md, The REST calls for the forgot flow).
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import { deviceDescription } from '../../../lib/device.js';

export type LoginAnswer = Detailed<
  RestAnswer<'post', '/api/login-user'>,
  { token: string; user: { _id: string; id?: string; fullName?: string; email?: string } }
>;

export const signupMail = (email: string, fullName: string) => rest.POST('/api/signup-mail', { body: { email, fullName } });

export const forgotMail = (email: string) => rest.POST('/api/signup-mail', { body: { email, type: 'forgot' } });

/**
 * The answer carries a single-use `token`: for sign-up the one signup-user needs, for a forgot
 * request the reset token (and the flow's opaque id).
 */
export const verifyMail = (email: string, code: string) => rest.POST('/api/verify-mail', { body: { email, code } });

/** The sign-up token verify-mail answered goes in the Token header (docs/product.md, The REST calls). */
export const signupUser = (signupToken: string, body: { email: string; fullName: string; password: string; confirm_password: string }) =>
  rest.POST('/api/signup-user', { token: signupToken, body });

/** `/{userId}/{code}` (Google sign-in's landing): the single-use code is traded for a session. */
export const exchangeSignInCode = (userId: string, code: string) =>
  detailed<Detailed<RestAnswer<'post', '/api/auth/exchange-sign-in-code'>, { userId: string; token: string }>>(
    rest.POST('/api/auth/exchange-sign-in-code', { body: { userId, code } }),
  );

export const loginUser = (email: string, password: string) =>
  detailed<LoginAnswer>(rest.POST('/api/login-user', { body: { email, password, device: deviceDescription() } }));

/** Forgot flow: the reset token goes in the Token header; it grants nothing else. */
export const resetPassword = (resetToken: string, body: { password: string; confirm_password: string; userId?: string }) =>
  rest.POST('/api/change-password', { token: resetToken, body });
