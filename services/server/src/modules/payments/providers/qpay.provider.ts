import { DomainError } from '../../../platform/errors/domain-error.js';
import { PaymentProvider, type InvoiceRequest, type InvoiceResult, type PaymentCheck } from './payment-provider.js';

export interface QPaySettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  invoiceCode: string;
}

const TIMEOUT_MS = 10_000;

/**
 * QPay merchant API v2: a bearer token from `/v2/auth/token` (basic auth), invoices from
 * `/v2/invoice`, and `/v2/payment/check` to verify a payment — the callback itself carries no
 * signature, so it is only a hint to ask QPay.
 */
export class QPayProvider extends PaymentProvider {
  readonly name = 'qpay';
  readonly currencies = ['mnt'] as const;
  readonly payerSettlesInvoices = true;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly s: QPaySettings) {
    super();
  }

  async createInvoice(req: InvoiceRequest): Promise<InvoiceResult> {
    if (req.currency !== 'mnt') {
      throw new DomainError('PAYMENTS.CURRENCY_UNSUPPORTED', 'QPay accepts payments in tugrik (MNT) only', 'validation');
    }
    const body = (await this.call('/v2/invoice', {
      invoice_code: this.s.invoiceCode,
      sender_invoice_no: req.orderId,
      invoice_receiver_code: 'terminal',
      invoice_description: req.description.slice(0, 255),
      amount: req.amount,
      callback_url: req.callbackUrl,
    })) as {
      invoice_id?: string;
      qr_text?: string;
      qr_image?: string;
      qPay_shortUrl?: string;
      urls?: Array<{ name: string; description: string; logo: string; link: string }>;
    };
    if (!body.invoice_id || !body.qr_text) throw this.unavailable('QPay answered an invoice without an id');
    return {
      status: 'pending',
      invoice: {
        invoiceId: body.invoice_id,
        qrText: body.qr_text,
        qrImage: body.qr_image ? `data:image/png;base64,${body.qr_image}` : null,
        shortUrl: body.qPay_shortUrl ?? null,
        deepLinks: (body.urls ?? []).map((u) => ({ name: u.name, description: u.description, logo: u.logo, link: u.link })),
      },
    };
  }

  async checkPayment(invoiceId: string): Promise<PaymentCheck> {
    const body = (await this.call('/v2/payment/check', {
      object_type: 'INVOICE',
      object_id: invoiceId,
      offset: { page_number: 1, page_limit: 100 },
    })) as {
      paid_amount?: number;
      rows?: Array<{ payment_id: string; payment_status: string; payment_amount?: number | string }>;
    };
    const paid = (body.rows ?? []).find((r) => r.payment_status === 'PAID');
    return { paid: !!paid, providerPaymentId: paid?.payment_id ?? null, paidAmount: Number(body.paid_amount ?? paid?.payment_amount ?? 0) };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const res = await this.fetch('/v2/auth/token', {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${this.s.clientId}:${this.s.clientSecret}`).toString('base64')}` },
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw this.unavailable(`QPay refused the credentials (${res.status})`);
    // expires_in is an epoch second in QPay's answers; treat small numbers as a lifetime.
    const exp = body.expires_in ?? 0;
    const expiresAt = exp > 1e9 ? exp * 1000 : Date.now() + (exp || 3600) * 1000;
    this.token = { value: body.access_token, expiresAt };
    return body.access_token;
  }

  private async call(path: string, payload: unknown, retried = false): Promise<unknown> {
    const res = await this.fetch(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (res.status === 401 && !retried) {
      this.token = null;
      return this.call(path, payload, true);
    }
    const body = await res.json().catch(() => null);
    if (!res.ok) throw this.unavailable(`QPay answered ${res.status} to ${path}`);
    return body;
  }

  private fetch(path: string, init: RequestInit): Promise<Response> {
    return fetch(this.s.baseUrl.replace(/\/$/, '') + path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((e: Error) => {
      throw this.unavailable(`QPay could not be reached: ${e.message}`);
    });
  }

  private unavailable(message: string) {
    return new DomainError('PAYMENTS.PROVIDER_UNAVAILABLE', message, 'unavailable');
  }
}
