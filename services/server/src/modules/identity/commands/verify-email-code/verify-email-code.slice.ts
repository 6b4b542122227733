import { slice } from '../../../../platform/slices/slice.js';
import { VerifyEmailCodeHandler } from './verify-email-code.handler.js';
import { VerifyEmailCodeResolver } from './verify-email-code.resolver.js';
import { VerifyEmailCodeRestController } from './verify-email-code.rest.controller.js';

export const verifyEmailCode = slice({
  controllers: [VerifyEmailCodeRestController],
  providers: [VerifyEmailCodeHandler, VerifyEmailCodeResolver],
});
