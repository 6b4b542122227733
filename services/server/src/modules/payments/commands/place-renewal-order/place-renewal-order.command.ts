import { Command } from '@nestjs/cqrs';
import type { PlaceResult } from '../../orders.service.js';
import type { OrderKind } from '../../orders.store.js';

/**
 * Charge a renewal the reader agreed to (a VIP plan's next period), priced by the server.
 * `renewalKey` names the charge (e.g. the billing date and try): the same key twice is one order,
 * so a job run twice never charges twice, and a run that died before the provider answered is taken
 * up by the next (the caller's runs never overlap). `terms` are kept on the order for its fulfiller. A
 * declined payment throws (PAYMENTS.DECLINED) with the order marked failed; a provider that
 * settles later answers `pending` with an invoice to mail the reader.
 */
export class PlaceRenewalOrderCommand extends Command<PlaceResult> {
  constructor(readonly order: { userId: string; kind: OrderKind; itemId: string; renewalKey: string; terms: Record<string, unknown> }) {
    super();
  }
}
