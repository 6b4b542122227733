import { Query } from '@nestjs/cqrs';
import type { Balance } from '../../wallet.stream.js';

/** What a reader can spend now (the inline balance projection). */
export class GetBalanceQuery extends Query<Balance> {
  constructor(readonly userId: string) {
    super();
  }
}
