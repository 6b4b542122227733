import { Query } from '@nestjs/cqrs';

/** The genres that have published comics (the genre tabs), A–Z. */
export class GetGenresQuery extends Query<string[]> {
  constructor(readonly at?: Date) { super(); }
}
