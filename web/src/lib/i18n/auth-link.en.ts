// English texts of the sign-in link landing (/{userId}/{code}: asking before another reader's
// session is replaced, a link that can no longer be used) and of a sign-up whose verification
// this browser does not hold.
const authLinkEn = {
  askTitle: 'Switch accounts?',
  askBody:
    '{{name}} is signed in on this browser. This link signs in to a different Koma account. If you did not just sign in yourself, stay signed in as {{name}}.',
  someone: 'Another reader',
  keep: 'Stay signed in as {{name}}',
  switch: 'Switch account',
  failedTitle: 'This sign-in link cannot be used',
  failedBody: 'It has expired or was already used. Nothing was changed on this browser. Please sign in again.',
  deviceLimit:
    'You are already signed in on 5 devices. Sign out on one of them (Manage Account, devices) and sign in again. Nothing was changed on this browser.',
  login: 'Sign in',
  home: 'Go to home',
  signupExpired: 'Your verification has expired or was made in another browser. Please verify your email again.',
  /** Why a Google sign-in came back to /login?error=<reason> (the callback's reasons). */
  googleError: {
    google_denied: 'Google sign-in was cancelled.',
    google_state: 'Google sign-in took too long. Please try again.',
    google_failed: 'Google sign-in did not work. Please try again.',
    google_disabled: 'Google sign-in is not available here.',
    google_email_unverified: 'Google did not confirm this email address, so it cannot be used to sign in.',
    google_conflict: 'Google sign-in did not work. Please try again.',
    device_limit: 'You are already signed in on 5 devices. Sign out on one of them (Manage Account, devices) and sign in again.',
    deactivated: 'This account has been deactivated.',
    rate_limited: 'Too many sign-in attempts. Please wait a minute and try again.',
    other: 'Google sign-in did not work. Please try again.',
  },
};

export default authLinkEn;
