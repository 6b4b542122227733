// The two money calls behind the payment dialog (docs/product.md, The REST calls buy-coin-pack, multipart; buy-plan,
// JSON), each with the attempt's Idempotency-Key (docs/product.md, The REST calls). The sandbox provider settles at
// once; a real one answers `pending: true` with the invoice (QR text or image, deep links).
// REST rather than the GraphQL buyCoinPack/buyPlan: their answer does not name the currency the
// order is charged in (a dollar plan through QPay is charged in tugrik, and the dialog shows that
// amount), and a GraphQL operation here cannot carry its own Idempotency-Key header. The dialog
// reads the user data again once the purchase went through (payment-dialog.tsx).
import { detailed, rest, type Detailed, type RestAnswer } from '../../lib/rest.js';
import { storedCredentials } from '../../lib/storage.js';

export type PurchaseKind = 'coin_pack' | 'plan';

export interface Invoice {
  invoiceId: string;
  qrText: string;
  qrImage: string | null;
  shortUrl: string | null;
  deepLinks: Array<{ name: string; description: string; logo: string; link: string }>;
}

export interface PurchaseRequest {
  kind: PurchaseKind;
  itemId: string;
  /** The price the reader saw; the server only checks it. */
  price: number;
  promoId?: string | null;
  method: string;
  idempotencyKey: string;
}

/** What the dialog reads of either answer: `pending`, and the invoice and order the document leaves open. */
export type PurchaseAnswer = Detailed<
  RestAnswer<'post', '/api/buy-coin-pack' | '/api/buy-plan'>,
  { invoice?: Invoice | null; order?: { _id: string; amount: number; currency?: string } }
>;

export async function placePurchase(req: PurchaseRequest): Promise<PurchaseAnswer> {
  const credentials = storedCredentials();
  const headers = { 'Idempotency-Key': req.idempotencyKey };
  if (req.kind === 'coin_pack') {
    const form = new FormData();
    form.set('method', req.method);
    form.set('coinPackId', req.itemId);
    if (credentials) form.set('userId', credentials.userId);
    form.set('price', String(req.price));
    if (req.promoId) {
      form.set('isPromo', 'true');
      form.set('promoid', req.promoId);
    }
    return detailed<PurchaseAnswer>(rest.POST('/api/buy-coin-pack', { body: form, auth: true, headers }));
  }
  return detailed<PurchaseAnswer>(
    rest.POST('/api/buy-plan', {
      auth: true,
      headers,
      body: {
        userId: credentials?.userId,
        planId: req.itemId,
        price: req.price,
        method: req.method,
        isPromo: Boolean(req.promoId),
        promoId: req.promoId ?? null,
      },
    }),
  );
}
