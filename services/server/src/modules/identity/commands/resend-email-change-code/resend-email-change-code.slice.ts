import { slice } from '../../../../platform/slices/slice.js';
import { ResendEmailChangeCodeHandler } from './resend-email-change-code.handler.js';
import { ResendEmailChangeCodeResolver } from './resend-email-change-code.resolver.js';
import { ResendEmailChangeCodeRestController } from './resend-email-change-code.rest.controller.js';

export const resendEmailChangeCode = slice({
  controllers: [ResendEmailChangeCodeRestController],
  providers: [ResendEmailChangeCodeHandler, ResendEmailChangeCodeResolver],
});
