import { randomUUID } from 'node:crypto';
import http from 'node:http';

interface FakeInvoice {
  id: string;
  senderInvoiceNo: string;
  amount: number;
  callbackUrl: string;
  paymentId: string | null;
}

/**
 * A local stand-in for QPay's merchant API v2 (auth/token, invoice, payment/check), for tests:
 * the provider outside our walls is the one thing we fake. `pay(invoiceId)` marks an invoice
 * paid the way a customer's bank app would, and can call the merchant's callback.
 */
export async function startFakeQPay(credentials = { clientId: 'koma', clientSecret: 'secret' }) {
  const invoices = new Map<string, FakeInvoice>();
  const tokens = new Set<string>();
  const calls: string[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    calls.push(`${req.method} ${req.url}`);
    if (req.url === '/v2/auth/token' && req.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return send(401, { error: 'AUTHENTICATION_FAILED' });
      const token = randomUUID();
      tokens.add(token);
      return send(200, { token_type: 'bearer', access_token: token, expires_in: Math.floor(Date.now() / 1000) + 3600 });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return send(401, { error: 'NO_CREDENDIALS' });
    if (req.url === '/v2/invoice' && req.method === 'POST') {
      const id = randomUUID();
      invoices.set(id, {
        id,
        senderInvoiceNo: body.sender_invoice_no,
        amount: Number(body.amount),
        callbackUrl: body.callback_url,
        paymentId: null,
      });
      return send(200, {
        invoice_id: id,
        qr_text: `0002010102121531279404962794049600022310027138152045734530349654031005802MN5904KOMA6011ULAANBAATAR${id.slice(0, 8)}`,
        qr_image: Buffer.from('fake-png').toString('base64'),
        qPay_shortUrl: `https://s.qpay.mn/${id.slice(0, 6)}`,
        urls: [
          {
            name: 'qPay wallet',
            description: 'qPay хэтэвч',
            logo: 'https://qpay.mn/q/logo/qpay.png',
            link: `qpaywallet://q?qPay_QRcode=${id}`,
          },
          {
            name: 'Khan bank',
            description: 'Хаан банк',
            logo: 'https://qpay.mn/q/logo/khanbank.png',
            link: `khanbank://q?qPay_QRcode=${id}`,
          },
        ],
      });
    }
    if (req.url === '/v2/payment/check' && req.method === 'POST') {
      const inv = invoices.get(body.object_id);
      if (!inv) return send(404, { error: 'INVOICE_NOTFOUND' });
      const rows = inv.paymentId
        ? [{ payment_id: inv.paymentId, payment_status: 'PAID', payment_amount: String(inv.amount), payment_currency: 'MNT' }]
        : [];
      return send(200, { count: rows.length, paid_amount: inv.paymentId ? inv.amount : 0, rows });
    }
    return send(404, { error: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    invoices,
    calls,
    /** The customer pays; with `callback`, QPay then calls the merchant's callback URL. */
    async pay(invoiceId: string, opts: { callback?: boolean } = {}) {
      const inv = invoices.get(invoiceId);
      if (!inv) throw new Error(`no invoice ${invoiceId}`);
      inv.paymentId ??= `pay-${randomUUID()}`;
      if (opts.callback) await fetch(`${inv.callbackUrl}?qpay_payment_id=${inv.paymentId}`);
      return inv.paymentId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
