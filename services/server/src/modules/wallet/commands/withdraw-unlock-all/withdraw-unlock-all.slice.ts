import { slice } from '../../../../platform/slices/slice.js';
import { WithdrawUnlockAllHandler } from './withdraw-unlock-all.handler.js';

export const withdrawUnlockAll = slice({ providers: [WithdrawUnlockAllHandler] });
