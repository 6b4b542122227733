import { PlaceRenewalOrderCommand } from '../../../payments/index.js';

/**
 * The payment order for one try of a renewal: keyed by the billing date it renews and the try
 * (0 on the billing date, or ahead of it where the reader pays an invoice; 1… the hold's retries),
 * so the same try is one order however often it is asked for.
 */
export const renewalOrder = (userId: string, planId: string, periodEnd: string, attempt: number) =>
  new PlaceRenewalOrderCommand({
    userId,
    kind: 'plan',
    itemId: planId,
    renewalKey: `membership-renewal:${periodEnd}:${attempt}`,
    terms: { periodEnd },
  });
