import { Module } from '@nestjs/common';
import { PasswordHasher } from './infra/password-hasher.js';
import { IdentitySecrets } from './infra/identity-secrets.js';
import { IdentityMailer } from './infra/identity-mailer.js';
import { IdentityRateLimits } from './infra/identity-rate-limits.js';
import { AvatarStore } from './infra/avatar-store.js';
import { IdentitySweeper } from './infra/identity-sweeper.js';
import { SessionsService } from './sessions.service.js';
import { EmailCodesService } from './email-codes.service.js';
import { AccountsService } from './accounts.service.js';
import { GoogleSignInService } from './google/google-sign-in.service.js';
import { IdentitySessionResolver } from './identity-session.resolver.js';
import { AuthRestController } from './http/auth.rest.controller.js';
import { AccountRestController } from './http/account.rest.controller.js';
import { GoogleRestController } from './google/google.rest.controller.js';
import { IdentityResolver } from './graphql/identity.resolver.js';
import { GetUserProfilesHandler } from './get-user-profiles/get-user-profiles.handler.js';

/** Identity and accounts (issue 4): sign-up, login sessions, Google sign-in, profile, settings. */
@Module({
  controllers: [AuthRestController, AccountRestController, GoogleRestController],
  providers: [
    // infrastructure
    PasswordHasher, IdentitySecrets, IdentityMailer, IdentityRateLimits, AvatarStore, IdentitySweeper,
    // services
    SessionsService, EmailCodesService, AccountsService, GoogleSignInService,
    // queries
    GetUserProfilesHandler,
    // adapters
    IdentitySessionResolver, IdentityResolver,
  ],
  exports: [IdentitySessionResolver, SessionsService, AccountsService],
})
export class IdentityModule {}
