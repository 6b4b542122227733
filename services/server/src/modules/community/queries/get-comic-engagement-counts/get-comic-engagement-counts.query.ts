import { Query } from '@nestjs/cqrs';
import type { EngagementCounts } from '../../engagement.read-model.js';

/** Like and share counts of comics (comic detail, lists): comics never liked or shared count 0. */
export class GetComicEngagementCountsQuery extends Query<Map<string, EngagementCounts>> {
  constructor(readonly comicIds: readonly string[]) {
    super();
  }
}
