import { slice } from '../../../../platform/slices/slice.js';
import { ExchangeSignInCodeHandler } from './exchange-sign-in-code.handler.js';
import { ExchangeSignInCodeResolver } from './exchange-sign-in-code.resolver.js';
import { ExchangeSignInCodeRestController } from './exchange-sign-in-code.rest.controller.js';

export const exchangeSignInCode = slice({
  controllers: [ExchangeSignInCodeRestController],
  providers: [ExchangeSignInCodeHandler, ExchangeSignInCodeResolver],
});
