import { validationError } from '../../../platform/errors/domain-error.js';
import { ListSize, pageSize } from '../../../platform/graphql/list-size.js';
import { CATALOG_MESSAGES } from '../catalog.messages.js';
import type { ComicOut, Page } from '../read-model/catalog.rows.js';
import { type Comic, COMIC_PAGE_MAX, type ComicPage, EPISODE_PAGE_MAX } from './catalog.types.js';

/** The GraphQL context the catalog's resolvers key their per-request loaders (and `now`) by. */
export type GqlCtx = { req?: object };

/** A comic as the GraphQL type has it: no team means own manga (null, not absent). */
export const gqlComic = (c: ComicOut): Comic => ({ ...c, teamAssignment: c.teamAssignment ?? null });
export const gqlComicPage = (p: Page<ComicOut>): ComicPage => ({ ...p, items: p.items.map(gqlComic) });

/** An optional text argument; an explicit null means "not given". */
export const optionalText = (v: string | null | undefined, name: string, max = 100) => {
  if (v != null && v.length > max) throw validationError(CATALOG_MESSAGES.argumentTooLong(name, max));
  return v ?? undefined;
};

/** A listing whose `limit` sizes its page (clamped to COMIC_PAGE_MAX by the listing reads). */
export const Listing = () => ListSize({ max: COMIC_PAGE_MAX, sizeArg: 'limit' });

/** One page of an episode list: `offset` on, at most `limit` (1..EPISODE_PAGE_MAX, all of them by default). */
export const episodePage = <T>(list: T[], offset: number, limit: number) => {
  const from = Math.max(offset, 0);
  return list.slice(from, from + pageSize(limit, EPISODE_PAGE_MAX));
};
