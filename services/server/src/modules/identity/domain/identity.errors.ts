import { DomainError, conflict, validationError } from '../../../platform/errors/domain-error.js';

/** The user-facing texts of spec §5 (spelling kept as the spec has it). */
export const TEXTS = {
  registerRequired: 'Please fill all reqyired field',
  required: 'Please fill all required field',
  setPasswordMismatch: 'Password was not match',
  accountPasswordMismatch: 'Password not match',
  deactivateReason: 'Please provide reason for deactivate account',
  mailSent: 'Mail sent to your email',
  mailVerified: 'Mail verified',
  signupDone: 'Signup successfull',
  loginDone: 'Login success',
  passwordChanged: 'Password change successfully please login to continue',
  profileUpdated: 'Profile updated',
  emailChangeSent: (to: string) => `Profile updated. We sent a 6-digit code to ${to}: enter it to confirm your new email`,
  emailChanged: 'Your email has been changed',
} as const;

export const requiredFields = (message: string = TEXTS.required) => validationError(message, undefined, 'IDENTITY.REQUIRED');

export const invalidCredentials = () =>
  new DomainError('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password', 'unauthorized');

export const accountDeactivated = () =>
  new DomainError('IDENTITY.ACCOUNT_DEACTIVATED', 'This account has been deactivated', 'forbidden');

export const deviceLimit = (max: number) =>
  conflict('IDENTITY.DEVICE_LIMIT', `You are already logged in on ${max} devices. Log out on one of them (Manage Devices) before logging in on a new one.`);

export const codeInvalid = () => validationError('Invalid code', undefined, 'IDENTITY.CODE_INVALID');
export const codeExpired = () => validationError('The code has expired, please request a new one', undefined, 'IDENTITY.CODE_EXPIRED');
export const codeKilled = () => validationError('Too many wrong codes, please request a new one', undefined, 'IDENTITY.CODE_LOCKED');
export const emailNotVerified = () => validationError('Please verify your email first', undefined, 'IDENTITY.EMAIL_NOT_VERIFIED');

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

export const hashingBusy = () =>
  new DomainError('IDENTITY.BUSY', 'Too many sign-ins at once, please try again in a moment', 'unavailable');
