import { Query } from '@nestjs/cqrs';

/**
 * A key for one purpose only (e.g. 'page-urls'), derived from the server key: the same on every
 * API instance, so what one signs another verifies.
 */
export class GetDerivedKeyQuery extends Query<Buffer> {
  constructor(readonly purpose: string) {
    super();
  }
}
