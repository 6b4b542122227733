import { slice } from '../../../../platform/slices/slice.js';
import { PlaceRenewalOrderHandler } from './place-renewal-order.handler.js';

export const placeRenewalOrder = slice({ providers: [PlaceRenewalOrderHandler] });
