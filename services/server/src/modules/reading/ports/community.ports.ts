import { Query } from '@nestjs/cqrs';

/**
 * Ports reading asks of the community context (which depends on reading for episode access, so
 * reading defines the questions and the community answers them with @QueryHandlers).
 */

/** A comic the reader shared: how often, first and last time. */
export interface ReaderShare {
  comicId: string;
  shares: number;
  firstSharedAt: Date;
  lastSharedAt: Date;
}

/** The comics this reader shared (get-purchase-episode `share`, docs/product.md, The REST calls). */
export class ReaderSharesPort extends Query<ReaderShare[]> {
  constructor(readonly userId: string) {
    super();
  }
}
