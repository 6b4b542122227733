import { slice } from '../../../../platform/slices/slice.js';
import { GetEntitlementHandler } from './get-entitlement.handler.js';

export const getEntitlement = slice({ providers: [GetEntitlementHandler] });
