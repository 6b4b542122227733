import { slice } from '../../../../platform/slices/slice.js';
import { VerifyEmailChangeHandler } from './verify-email-change.handler.js';
import { VerifyEmailChangeResolver } from './verify-email-change.resolver.js';
import { VerifyEmailChangeRestController } from './verify-email-change.rest.controller.js';

export const verifyEmailChange = slice({
  controllers: [VerifyEmailChangeRestController],
  providers: [VerifyEmailChangeHandler, VerifyEmailChangeResolver],
});
