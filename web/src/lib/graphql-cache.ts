// How a feature tells Graphcache what its mutations change (ADR 0070). Entities a mutation answers
// with (anything with an `id` or `_id`) update themselves; lists and counts the answer cannot name
// are invalidated by field, so every mounted query that read them asks the server again.
import type { Cache, UpdateResolver } from '@urql/exchange-graphcache';
import type { GraphcacheConfig } from './graphql-client.js';

/** Drops every cached `Query.<field>` (whatever its arguments) of the named fields. */
export function invalidateQueryFields(cache: Cache, ...fields: string[]): void {
  for (const f of cache.inspectFields('Query'))
    if (fields.includes(f.fieldName)) cache.invalidate('Query', f.fieldName, f.arguments ?? undefined);
}

/** An update for a mutation or subscription field: its answer makes these root query fields stale. */
export const invalidates =
  (...fields: string[]): UpdateResolver =>
  (_result, _args, cache) =>
    invalidateQueryFields(cache, ...fields);

/** One config of the features' own (later ones add to, never replace, an earlier one's updates). */
export function mergeCacheConfigs(...configs: GraphcacheConfig[]): GraphcacheConfig {
  const merged: Required<GraphcacheConfig> = { keys: {}, updates: {}, resolvers: {} };
  for (const c of configs) {
    Object.assign(merged.keys, c.keys);
    for (const [type, fields] of Object.entries(c.updates ?? {})) {
      const into = (merged.updates[type] ??= {});
      for (const [field, update] of Object.entries(fields ?? {})) {
        const before = into[field];
        into[field] = before ? (r, a, cache, info) => (before(r, a, cache, info), update!(r, a, cache, info)) : update;
      }
    }
    for (const [type, fields] of Object.entries(c.resolvers ?? {})) Object.assign((merged.resolvers[type] ??= {}), fields);
  }
  return merged;
}
