import { Query } from '@nestjs/cqrs';

export interface ReadMark {
  notificationId: string;
  readAt: Date;
}

/** The notifications this reader has read (docs/product.md 'Read notification'), newest read first. */
export class GetReadMarksQuery extends Query<ReadMark[]> {
  constructor(readonly userId: string) {
    super();
  }
}
