import { slice } from '../../../../platform/slices/slice.js';
import { RemindRenewalHandler } from './remind-renewal.handler.js';

export const remindRenewal = slice({ providers: [RemindRenewalHandler] });
