import { slice } from '../../../../platform/slices/slice.js';
import { DeactivateAccountHandler } from './deactivate-account.handler.js';
import { DeactivateAccountResolver } from './deactivate-account.resolver.js';
import { DeactivateAccountRestController } from './deactivate-account.rest.controller.js';

export const deactivateAccount = slice({
  controllers: [DeactivateAccountRestController],
  providers: [DeactivateAccountHandler, DeactivateAccountResolver],
});
