import { Module } from '@nestjs/common';
import { fromSlices } from '../../platform/slices/slice.js';
import { AccountsService } from './accounts.service.js';
import { changePassword } from './commands/change-password/change-password.slice.js';
import { deactivateAccount } from './commands/deactivate-account/deactivate-account.slice.js';
import { exchangeSignInCode } from './commands/exchange-sign-in-code/exchange-sign-in-code.slice.js';
import { logIn } from './commands/log-in/log-in.slice.js';
import { logOut } from './commands/log-out/log-out.slice.js';
import { requestEmailCode } from './commands/request-email-code/request-email-code.slice.js';
import { resendEmailChangeCode } from './commands/resend-email-change-code/resend-email-change-code.slice.js';
import { resetPassword } from './commands/reset-password/reset-password.slice.js';
import { signInWithGoogle } from './commands/sign-in-with-google/sign-in-with-google.slice.js';
import { signOutDevice } from './commands/sign-out-device/sign-out-device.slice.js';
import { signUp } from './commands/sign-up/sign-up.slice.js';
import { updateProfile } from './commands/update-profile/update-profile.slice.js';
import { updateUserSetting } from './commands/update-user-setting/update-user-setting.slice.js';
import { verifyEmailChange } from './commands/verify-email-change/verify-email-change.slice.js';
import { verifyEmailCode } from './commands/verify-email-code/verify-email-code.slice.js';
import { EmailChangeService } from './email-change.service.js';
import { IdentitySessionResolver } from './identity-session.resolver.js';
import { AvatarStore } from './infra/avatar-store.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { IdentityRateLimits } from './infra/identity-rate-limits.js';
import { IdentitySecrets } from './infra/identity-secrets.js';
import { IdentitySweeper } from './infra/identity-sweeper.js';
import { PasswordHasher } from './infra/password-hasher.js';
import { findUser } from './queries/find-user/find-user.slice.js';
import { getAccountOverview } from './queries/get-account-overview/get-account-overview.slice.js';
import { getAuthProviders } from './queries/get-auth-providers/get-auth-providers.slice.js';
import { getDerivedKey } from './queries/get-derived-key/get-derived-key.slice.js';
import { getLoginDevices } from './queries/get-login-devices/get-login-devices.slice.js';
import { getMemberContact } from './queries/get-member-contact/get-member-contact.slice.js';
import { getPendingEmail } from './queries/get-pending-email/get-pending-email.slice.js';
import { getSignedInUser } from './queries/get-signed-in-user/get-signed-in-user.slice.js';
import { getUserProfiles } from './queries/get-user-profiles/get-user-profiles.slice.js';
import { getUserSetting } from './queries/get-user-setting/get-user-setting.slice.js';
import { SessionsService } from './sessions.service.js';
import { SignInCodesService } from './sign-in-codes.service.js';

/** Identity and accounts (issue 4): sign-up, login sessions, Google sign-in, profile, settings. */
@Module({
  ...fromSlices(
    [
      // commands
      requestEmailCode,
      verifyEmailCode,
      signUp,
      logIn,
      logOut,
      changePassword,
      resetPassword,
      updateProfile,
      verifyEmailChange,
      resendEmailChangeCode,
      signOutDevice,
      updateUserSetting,
      deactivateAccount,
      signInWithGoogle,
      exchangeSignInCode,
      // queries
      getAuthProviders,
      getSignedInUser,
      getAccountOverview,
      findUser,
      getLoginDevices,
      getPendingEmail,
      getUserSetting,
      // ports other contexts ask through the query bus
      getMemberContact,
      getUserProfiles,
      getDerivedKey,
    ],
    [
      // infrastructure
      PasswordHasher,
      IdentitySecrets,
      IdentityMailer,
      IdentityRateLimits,
      AvatarStore,
      IdentitySweeper,
      // shared per-context code
      SessionsService,
      SignInCodesService,
      EmailChangeService,
      AccountsService,
      IdentitySessionResolver,
    ],
  ),
  exports: [IdentitySessionResolver],
})
export class IdentityModule {}
