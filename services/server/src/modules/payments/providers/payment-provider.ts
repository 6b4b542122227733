/** What the payment dialog shows for a pending invoice (docs/product.md 'Payment dialog'). */
export interface Invoice {
  invoiceId: string;
  qrText: string;
  /** A PNG data URL of the QR code, when the provider sends one. */
  qrImage: string | null;
  shortUrl: string | null;
  /** Wallet and bank apps (e.g. 'qPay wallet', 'Khan bank'), each a deep link. */
  deepLinks: Array<{ name: string; description: string; logo: string; link: string }>;
}

export interface InvoiceRequest {
  orderId: string;
  amount: number;
  currency: 'usd' | 'mnt';
  description: string;
  /** Where the provider calls back when the invoice is paid. */
  callbackUrl: string;
  /** A renewal the reader agreed to in advance (no one is at the payment dialog). */
  recurring?: boolean;
}

export type InvoiceResult = { status: 'paid'; providerPaymentId: string } | { status: 'pending'; invoice: Invoice };

export interface PaymentCheck {
  paid: boolean;
  providerPaymentId: string | null;
  paidAmount: number;
}

/**
 * A payment provider. `sandbox` settles at once (docs/product.md, The REST calls); a real one answers a pending
 * invoice and is settled later, after its callback is verified by asking the provider itself.
 */
export abstract class PaymentProvider {
  abstract readonly name: string;
  /** The currencies it takes payments in. */
  abstract readonly currencies: readonly ('usd' | 'mnt')[];
  /**
   * True when the payer settles each invoice themselves (QPay: scan or open a link); false when the
   * provider charges on the spot. A recurring charge is then invoiced ahead of its due date.
   */
  abstract readonly payerSettlesInvoices: boolean;
  abstract createInvoice(req: InvoiceRequest): Promise<InvoiceResult>;
  abstract checkPayment(invoiceId: string): Promise<PaymentCheck>;
}
