import { slice } from '../../../../platform/slices/slice.js';
import { CheckPaymentHandler } from './check-payment.handler.js';
import { CheckPaymentRestController } from './check-payment.rest.controller.js';

export const checkPayment = slice({ controllers: [CheckPaymentRestController], providers: [CheckPaymentHandler] });
