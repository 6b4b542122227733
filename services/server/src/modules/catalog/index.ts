/**
 * The catalog's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is the catalog's own.
 */
export { CatalogModule } from './catalog.module.js';
export { CatalogLookups, type SellableEpisode } from './queries/catalog.lookups.js';
export { CatalogQueries } from './queries/catalog.queries.js';
export { Comic, Episode, EpisodeView } from './graphql/catalog.types.js';
// ports (asked by the catalog, answered by another context)
export { ComicEngagementCountsPort, EpisodeCommentCountPort } from './ports/community.ports.js';
