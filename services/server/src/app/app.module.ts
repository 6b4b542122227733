import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import type { Config } from '../config/config.schema.js';
import { PlatformModule, type PlatformOptions } from '../platform/platform.module.js';
import { AccessGuard } from '../platform/auth/access.guard.js';
import { ContextInterceptor } from '../platform/http/context.interceptor.js';
import { ErrorsFilter } from '../platform/errors/errors.filter.js';
import { SessionsBindingModule } from '../platform/auth/sessions-binding.module.js';
import { IdentityModule, IdentitySessionResolver } from '../modules/identity/index.js';
import { CatalogModule } from '../modules/catalog/index.js';
import { PaymentsModule } from '../modules/payments/index.js';
import { WalletModule } from '../modules/wallet/index.js';
import { MembershipModule } from '../modules/membership/index.js';
import { ReadingModule } from '../modules/reading/index.js';
import { InboxModule } from '../modules/inbox/index.js';
import { CommunityModule } from '../modules/community/index.js';

/** The bounded contexts (one Nest module each); add a context's module here. */
const contextModules: Array<Type | DynamicModule> = [
  IdentityModule,
  CatalogModule,
  PaymentsModule,
  WalletModule,
  MembershipModule,
  ReadingModule,
  InboxModule,
  CommunityModule,
];

/** The one Nest app: the platform plus every bounded context (docs/architecture.md). */
@Module({})
export class AppModule {
  static forRoot(config: Config, opts: PlatformOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, opts),
        SessionsBindingModule.forRoot({ module: IdentityModule, resolver: IdentitySessionResolver }),
        ...contextModules,
        ...(opts.modules ?? []),
      ],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: ContextInterceptor },
        { provide: APP_FILTER, useClass: ErrorsFilter },
      ],
    };
  }
}
