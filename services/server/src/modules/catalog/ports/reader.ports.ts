import { Query } from '@nestjs/cqrs';

/**
 * A port the catalog asks of the identity context (whose module graph reaches contexts that
 * depend on the catalog, so the catalog defines the question and identity answers it with a
 * @QueryHandler).
 */

/** A reader's account language setting (`english` or `mongolian`; null for an unknown account). */
export class AccountLanguagePort extends Query<'english' | 'mongolian' | null> {
  constructor(readonly userId: string) { super(); }
}
