import { Module } from '@nestjs/common';
import { PasswordHasher } from './infra/password-hasher.js';
import { IdentitySecrets } from './infra/identity-secrets.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { IdentityRateLimits } from './infra/identity-rate-limits.js';
import { AvatarStore } from './infra/avatar-store.js';
import { IdentitySweeper } from './infra/identity-sweeper.js';
import { SessionsService } from './sessions.service.js';
import { AccountsService } from './accounts.service.js';
import { EmailChangeService } from './email-change.service.js';
import { GoogleSignInService } from './google/google-sign-in.service.js';
import { SignInCodesService } from './sign-in-codes.service.js';
import { ExchangeSignInCodeHandler } from './exchange-sign-in-code/exchange-sign-in-code.handler.js';
import { ExchangeSignInCodeResolver } from './exchange-sign-in-code/exchange-sign-in-code.resolver.js';
import { ExchangeSignInCodeRestController } from './exchange-sign-in-code/exchange-sign-in-code.rest.controller.js';
import { GoogleStrategy } from './google/google.strategy.js';
import { GoogleRestController } from './google/google.rest.controller.js';
import { IdentitySessionResolver } from './identity-session.resolver.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { ChangePasswordResolver } from './change-password/change-password.resolver.js';
import { ChangePasswordRestController } from './change-password/change-password.rest.controller.js';
import { DeactivateAccountHandler } from './deactivate-account/deactivate-account.handler.js';
import { DeactivateAccountResolver } from './deactivate-account/deactivate-account.resolver.js';
import { DeactivateAccountRestController } from './deactivate-account/deactivate-account.rest.controller.js';
import { FindUserHandler } from './find-user/find-user.handler.js';
import { GetAuthProvidersHandler } from './get-auth-providers/get-auth-providers.handler.js';
import { GetAuthProvidersRestController } from './get-auth-providers/get-auth-providers.rest.controller.js';
import { GetLoginDevicesHandler } from './get-login-devices/get-login-devices.handler.js';
import { GetLoginDevicesResolver } from './get-login-devices/get-login-devices.resolver.js';
import { GetPendingEmailHandler } from './get-pending-email/get-pending-email.handler.js';
import { GetPendingEmailResolver } from './get-pending-email/get-pending-email.resolver.js';
import { GetUserHandler } from './get-user/get-user.handler.js';
import { GetUserResolver } from './get-user/get-user.resolver.js';
import { GetUserDataHandler } from './get-user-data/get-user-data.handler.js';
import { GetUserDataRestController } from './get-user-data/get-user-data.rest.controller.js';
import { GetUserSettingHandler } from './get-user-setting/get-user-setting.handler.js';
import { GetUserSettingResolver } from './get-user-setting/get-user-setting.resolver.js';
import { GetUserSettingRestController } from './get-user-setting/get-user-setting.rest.controller.js';
import { LoginUserHandler } from './login-user/login-user.handler.js';
import { LoginUserResolver } from './login-user/login-user.resolver.js';
import { LoginUserRestController } from './login-user/login-user.rest.controller.js';
import { LogoutUserHandler } from './logout-user/logout-user.handler.js';
import { LogoutUserResolver } from './logout-user/logout-user.resolver.js';
import { LogoutUserRestController } from './logout-user/logout-user.rest.controller.js';
import { ResendEmailChangeHandler } from './resend-email-change/resend-email-change.handler.js';
import { ResendEmailChangeResolver } from './resend-email-change/resend-email-change.resolver.js';
import { ResendEmailChangeRestController } from './resend-email-change/resend-email-change.rest.controller.js';
import { SignOutDeviceHandler } from './sign-out-device/sign-out-device.handler.js';
import { SignOutDeviceResolver } from './sign-out-device/sign-out-device.resolver.js';
import { SignupMailHandler } from './signup-mail/signup-mail.handler.js';
import { SignupMailResolver } from './signup-mail/signup-mail.resolver.js';
import { SignupMailRestController } from './signup-mail/signup-mail.rest.controller.js';
import { SignupUserHandler } from './signup-user/signup-user.handler.js';
import { SignupUserResolver } from './signup-user/signup-user.resolver.js';
import { SignupUserRestController } from './signup-user/signup-user.rest.controller.js';
import { UpdateUserHandler } from './update-user/update-user.handler.js';
import { UpdateUserResolver } from './update-user/update-user.resolver.js';
import { UpdateUserRestController } from './update-user/update-user.rest.controller.js';
import { UpdateUserSettingHandler } from './update-user-setting/update-user-setting.handler.js';
import { UpdateUserSettingResolver } from './update-user-setting/update-user-setting.resolver.js';
import { UpdateUserSettingRestController } from './update-user-setting/update-user-setting.rest.controller.js';
import { VerifyEmailChangeHandler } from './verify-email-change/verify-email-change.handler.js';
import { VerifyEmailChangeResolver } from './verify-email-change/verify-email-change.resolver.js';
import { VerifyEmailChangeRestController } from './verify-email-change/verify-email-change.rest.controller.js';
import { VerifyMailHandler } from './verify-mail/verify-mail.handler.js';
import { VerifyMailResolver } from './verify-mail/verify-mail.resolver.js';
import { VerifyMailRestController } from './verify-mail/verify-mail.rest.controller.js';
import { MemberContactHandler } from './member-contact/member-contact.handler.js';
import { GetUserProfilesHandler } from './get-user-profiles/get-user-profiles.handler.js';
import { GetDerivedKeyHandler } from './get-derived-key/get-derived-key.handler.js';

/** Identity and accounts (issue 4): sign-up, login sessions, Google sign-in, profile, settings. */
@Module({
  controllers: [
    GetAuthProvidersRestController,
    SignupMailRestController,
    VerifyMailRestController,
    SignupUserRestController,
    LoginUserRestController,
    LogoutUserRestController,
    ChangePasswordRestController,
    GetUserDataRestController,
    UpdateUserRestController,
    VerifyEmailChangeRestController,
    ResendEmailChangeRestController,
    GetUserSettingRestController,
    UpdateUserSettingRestController,
    DeactivateAccountRestController,
    GoogleRestController,
    ExchangeSignInCodeRestController,
  ],
  providers: [
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
    GoogleSignInService,
    GoogleStrategy,
    IdentitySessionResolver,
    // commands
    SignupMailHandler,
    VerifyMailHandler,
    SignupUserHandler,
    LoginUserHandler,
    LogoutUserHandler,
    ChangePasswordHandler,
    UpdateUserHandler,
    VerifyEmailChangeHandler,
    ResendEmailChangeHandler,
    SignOutDeviceHandler,
    UpdateUserSettingHandler,
    DeactivateAccountHandler,
    ExchangeSignInCodeHandler,
    // queries
    GetAuthProvidersHandler,
    GetUserHandler,
    GetUserDataHandler,
    FindUserHandler,
    GetLoginDevicesHandler,
    GetPendingEmailHandler,
    GetUserSettingHandler,
    // GraphQL
    SignupMailResolver,
    VerifyMailResolver,
    SignupUserResolver,
    LoginUserResolver,
    LogoutUserResolver,
    ChangePasswordResolver,
    GetUserResolver,
    UpdateUserResolver,
    GetPendingEmailResolver,
    VerifyEmailChangeResolver,
    ResendEmailChangeResolver,
    GetLoginDevicesResolver,
    SignOutDeviceResolver,
    GetUserSettingResolver,
    UpdateUserSettingResolver,
    DeactivateAccountResolver,
    ExchangeSignInCodeResolver,
    // ports other contexts ask through the query bus
    MemberContactHandler,
    GetUserProfilesHandler,
    GetDerivedKeyHandler,
  ],
  exports: [IdentitySessionResolver],
})
export class IdentityModule {}
