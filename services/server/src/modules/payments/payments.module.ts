import { Module } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { CatalogModule } from '../catalog/index.js';
import { CatalogPromoSource } from './catalog-promo.source.js';
import { OrdersService } from './orders.service.js';
import { checkPayment } from './commands/check-payment/check-payment.slice.js';
import { placeOrder } from './commands/place-order/place-order.slice.js';
import { placeRenewalOrder } from './commands/place-renewal-order/place-renewal-order.slice.js';
import { PromoSource } from './payments.ports.js';
import { PaymentProvider } from './providers/payment-provider.js';
import { QPayProvider } from './providers/qpay.provider.js';
import { SandboxProvider } from './providers/sandbox.provider.js';

/** Orders and the payment provider named by PAYMENT_PROVIDER (README, Configuration). */
export function paymentProviderFor(c: Config): PaymentProvider {
  if (c.PAYMENT_PROVIDER === 'qpay') {
    return new QPayProvider({
      baseUrl: c.QPAY_BASE_URL!,
      clientId: c.QPAY_CLIENT_ID!,
      clientSecret: c.QPAY_CLIENT_SECRET!,
      invoiceCode: c.QPAY_INVOICE_CODE!,
    });
  }
  return new SandboxProvider(c);
}

@Module({
  imports: [CatalogModule],
  ...fromSlices(
    [placeOrder, checkPayment, placeRenewalOrder],
    [
      OrdersService,
      { provide: PaymentProvider, inject: [CONFIG], useFactory: paymentProviderFor },
      { provide: PromoSource, useClass: CatalogPromoSource },
    ],
  ),
  exports: [OrdersService],
})
export class PaymentsModule {}
