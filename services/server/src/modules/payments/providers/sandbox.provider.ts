import { DomainError } from '../../../platform/errors/domain-error.js';
import { PaymentProvider, type InvoiceRequest, type InvoiceResult, type PaymentCheck } from './payment-provider.js';

export interface SandboxSettings {
  /** Decline every recurring charge (plan renewals), so the on-hold path can be exercised. Read at each charge. */
  PAYMENT_SANDBOX_FAIL_RENEWALS: boolean;
}

/** Settles every order at once; for development, demos and tests (PAYMENT_PROVIDER=sandbox). */
export class SandboxProvider extends PaymentProvider {
  readonly name = 'sandbox';
  readonly currencies = ['usd', 'mnt'] as const;
  readonly payerSettlesInvoices = false;
  constructor(private readonly settings: SandboxSettings = { PAYMENT_SANDBOX_FAIL_RENEWALS: false }) {
    super();
  }

  async createInvoice(req: InvoiceRequest): Promise<InvoiceResult> {
    if (req.recurring && this.settings.PAYMENT_SANDBOX_FAIL_RENEWALS) {
      throw new DomainError('PAYMENTS.DECLINED', 'The payment was declined', 'conflict');
    }
    return { status: 'paid', providerPaymentId: `sandbox-${req.orderId}` };
  }
  async checkPayment(invoiceId: string): Promise<PaymentCheck> {
    return { paid: true, providerPaymentId: `sandbox-${invoiceId}`, paidAmount: 0 };
  }
}
