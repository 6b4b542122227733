import { slice } from '../../../../platform/slices/slice.js';
import { GetRefundOptionsHandler } from './get-refund-options.handler.js';
import { GetRefundOptionsResolver } from './get-refund-options.resolver.js';

export const getRefundOptions = slice({ providers: [GetRefundOptionsHandler, GetRefundOptionsResolver] });
