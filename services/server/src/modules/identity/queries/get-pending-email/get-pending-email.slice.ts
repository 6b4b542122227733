import { slice } from '../../../../platform/slices/slice.js';
import { GetPendingEmailHandler } from './get-pending-email.handler.js';
import { GetPendingEmailResolver } from './get-pending-email.resolver.js';

export const getPendingEmail = slice({ providers: [GetPendingEmailHandler, GetPendingEmailResolver] });
