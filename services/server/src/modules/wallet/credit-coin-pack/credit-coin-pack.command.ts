import { Command } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Order } from '../../payments/index.js';

/** Credit a paid coin-pack order, inside the settlement transaction `tx` (payments decides when). */
export class CreditCoinPackCommand extends Command<void> {
  constructor(
    readonly order: Order,
    readonly tx: pg.PoolClient,
  ) {
    super();
  }
}
