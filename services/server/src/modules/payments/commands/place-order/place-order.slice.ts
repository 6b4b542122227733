import { slice } from '../../../../platform/slices/slice.js';
import { PlaceOrderHandler } from './place-order.handler.js';

export const placeOrder = slice({ providers: [PlaceOrderHandler] });
