import { Query } from '@nestjs/cqrs';
import type { LikeMark, ShareMark } from '../../engagement.read-model.js';

/** get-like-share: the comics a reader likes and the comics they shared (docs/product.md Like/share entry). */
export class GetLikesAndSharesQuery extends Query<{ likes: LikeMark[]; shares: ShareMark[] }> {
  constructor(readonly userId: string) {
    super();
  }
}
