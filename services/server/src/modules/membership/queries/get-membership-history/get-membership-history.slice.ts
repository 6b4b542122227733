import { slice } from '../../../../platform/slices/slice.js';
import { GetMembershipHistoryHandler } from './get-membership-history.handler.js';

export const getMembershipHistory = slice({ providers: [GetMembershipHistoryHandler] });
