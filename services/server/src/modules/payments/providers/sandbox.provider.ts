import { PaymentProvider, type InvoiceRequest, type InvoiceResult, type PaymentCheck } from './payment-provider.js';

/** Settles every order at once; for development, demos and tests (PAYMENT_PROVIDER=sandbox). */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox';
  async createInvoice(req: InvoiceRequest): Promise<InvoiceResult> {
    return { status: 'paid', providerPaymentId: `sandbox-${req.orderId}` };
  }
  async checkPayment(invoiceId: string): Promise<PaymentCheck> {
    return { paid: true, providerPaymentId: `sandbox-${invoiceId}`, paidAmount: 0 };
  }
}
