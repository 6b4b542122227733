import { slice } from '../../../../platform/slices/slice.js';
import { HasVipAccessHandler } from './has-vip-access.handler.js';

export const hasVipAccess = slice({ providers: [HasVipAccessHandler] });
