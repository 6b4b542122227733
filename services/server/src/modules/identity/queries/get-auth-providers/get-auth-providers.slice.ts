import { slice } from '../../../../platform/slices/slice.js';
import { GetAuthProvidersHandler } from './get-auth-providers.handler.js';
import { GetAuthProvidersResolver } from './get-auth-providers.resolver.js';
import { GetAuthProvidersRestController } from './get-auth-providers.rest.controller.js';

export const getAuthProviders = slice({
  controllers: [GetAuthProvidersRestController],
  providers: [GetAuthProvidersHandler, GetAuthProvidersResolver],
});
