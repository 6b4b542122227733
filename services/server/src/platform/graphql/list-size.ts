import { Extensions } from '@nestjs/graphql';

/** The field extension key the operation cost reads (operation-cost.ts). */
export const LIST_SIZE = 'komaListSize';

/**
 * How long a list can be, declared beside the field:
 * - `max`: the longest list the resolver returns (the resolver enforces it);
 * - `sizeArg`: the argument that asks for fewer (e.g. `limit`), clamped to 1..max;
 * - `fromPage`: the list is the items of a page whose size the enclosing field declared.
 * On a field that returns a page object rather than a list, the size is the page's, and the
 * page's `fromPage` list takes it.
 */
export interface ListSizeSpec {
  max: number;
  sizeArg?: string;
  fromPage?: boolean;
}

/** Declares a list field's (or a page field's) greatest size for the operation cost. */
export const ListSize = (spec: ListSizeSpec) => Extensions({ [LIST_SIZE]: spec });

/** Clamps a requested page size the way the cost model counts it: 1..max, the max when not given. */
export const pageSize = (requested: number | null | undefined, max: number) => Math.min(Math.max(Math.trunc(requested ?? max), 1), max);
