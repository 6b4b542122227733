import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { SessionResolver } from './session-resolver.js';
import { BearerStrategy, TokenHeaderStrategy } from './token-strategies.js';

/**
 * Makes the SessionResolver that a context provides (identity) available everywhere, with the
 * passport strategies built on it: the global access guard and any resolver that reads an
 * optional reader on a public query.
 */
@Global()
@Module({})
export class SessionsBindingModule {
  static forRoot(provider: { module: Type; resolver: Type<SessionResolver> }): DynamicModule {
    return {
      module: SessionsBindingModule,
      imports: [provider.module],
      providers: [{ provide: SessionResolver, useExisting: provider.resolver }, TokenHeaderStrategy, BearerStrategy],
      exports: [SessionResolver, TokenHeaderStrategy, BearerStrategy],
    };
  }
}
