/**
 * What identity's use cases say to the reader, for REST and GraphQL alike: docs/product.md texts
 * (spelling kept as the spec has it) and the success and failure texts of the account calls.
 * Failure texts that carry a code of their own are built in domain/identity.errors.ts.
 */
export const IDENTITY_MESSAGES = {
  registerRequired: 'Please fill all reqyired field',
  required: 'Please fill all required field',
  setPasswordMismatch: 'Password was not match',
  accountPasswordMismatch: 'Password not match',
  deactivateReason: 'Please provide reason for deactivate account',
  mailSent: 'Mail sent to your email',
  mailVerified: 'Mail verified',
  signupDone: 'Signup successfull',
  loginDone: 'Login success',
  logoutDone: 'Logout success',
  passwordChanged: 'Password change successfully please login to continue',
  profileUpdated: 'Profile updated',
  emailChangeSent: (to: string) => `Profile updated. We sent a 6-digit code to ${to}: enter it to confirm your new email`,
  emailChanged: 'Your email has been changed',
  settingUpdated: 'Setting updated',
  deactivated: 'Your account has been deactivated',
  sessionEnded: 'Your session has ended, please log in again',
  resetLinkExpired: 'This reset link has expired, please start again',
  signupExpired: 'Please verify your email on this device first, then set your password',
  signInLinkExpired: 'This sign-in link has expired or was already used, please sign in again',
  unexpectedFile: (field: string) => `Unexpected file field ${field}`,
} as const;
