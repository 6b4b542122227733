import { slice } from '../../../../platform/slices/slice.js';
import { ResetPasswordHandler } from './reset-password.handler.js';
import { ResetPasswordResolver } from './reset-password.resolver.js';

/** GraphQL resetPassword; REST's forgot flow is change-password's path with the reset token in Token. */
export const resetPassword = slice({ providers: [ResetPasswordHandler, ResetPasswordResolver] });
