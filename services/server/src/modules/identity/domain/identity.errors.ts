import { DomainError, conflict, notFound, unauthorized, validationError } from '../../../platform/errors/domain-error.js';
import { IDENTITY_MESSAGES } from '../identity.messages.js';

export const requiredFields = (message: string = IDENTITY_MESSAGES.required) => validationError(message, undefined, 'IDENTITY.REQUIRED');

export const invalidCredentials = () => new DomainError('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password', 'unauthorized');

export const accountDeactivated = () => new DomainError('IDENTITY.ACCOUNT_DEACTIVATED', 'This account has been deactivated', 'forbidden');

export const deviceLimit = (max: number) =>
  conflict(
    'IDENTITY.DEVICE_LIMIT',
    `You are already logged in on ${max} devices. Log out on one of them (Manage Devices) before logging in on a new one.`,
  );

export const codeInvalid = () => validationError('Invalid code', undefined, 'IDENTITY.CODE_INVALID');
export const codeExpired = () => validationError('The code has expired, please request a new one', undefined, 'IDENTITY.CODE_EXPIRED');
export const codeKilled = () => validationError('Too many wrong codes, please request a new one', undefined, 'IDENTITY.CODE_LOCKED');

export const resendTooSoon = () =>
  new DomainError('IDENTITY.CODE_RESEND_TOO_SOON', 'Please wait a minute before asking for a new code', 'rate_limited');
export const resendTooMany = () =>
  new DomainError('IDENTITY.CODE_RESEND_LIMIT', 'Too many codes asked for this address, please try again later', 'rate_limited');

export const emailTaken = () => conflict('IDENTITY.EMAIL_TAKEN', 'This email is already registered');

export const emailChangeNone = () =>
  validationError('No email change is waiting for a code, please save the new email again', undefined, 'IDENTITY.EMAIL_CHANGE_NONE');
/** Told only to a caller who typed the right code (who holds the new address's mailbox). */
export const emailChangeVoid = () =>
  conflict('IDENTITY.EMAIL_CHANGE_VOID', 'This email address now belongs to another account; your email was not changed');

export const hashingBusy = () => new DomainError('IDENTITY.BUSY', 'Too many sign-ins at once, please try again in a moment', 'unavailable');

export const userNotFound = () => notFound('User', 'IDENTITY.USER_NOT_FOUND');
export const settingNotFound = () => notFound('User setting', 'IDENTITY.SETTING_NOT_FOUND');
export const deviceNotFound = () => notFound('Device', 'IDENTITY.DEVICE_NOT_FOUND');

/** A reset token of the forgot flow that is unknown, used up or expired. */
export const resetTokenInvalid = () => unauthorized(IDENTITY_MESSAGES.resetLinkExpired, 'IDENTITY.RESET_TOKEN_INVALID');
/** signup-user without the sign-up token verify-mail answered for this address, or with a used, expired or other one. */
export const signupTokenInvalid = () => unauthorized(IDENTITY_MESSAGES.signupExpired, 'IDENTITY.SIGNUP_TOKEN_INVALID');
/** A sign-in code (Google sign-in's landing) that is unknown, used up, expired or not the user's. */
export const signInCodeInvalid = () => unauthorized(IDENTITY_MESSAGES.signInLinkExpired, 'IDENTITY.SIGN_IN_CODE_INVALID');
/** REST change-password with a Token header that is neither a live session nor a reset token. */
export const sessionEnded = () => unauthorized(IDENTITY_MESSAGES.sessionEnded);
