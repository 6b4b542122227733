/**
 * Reading's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is reading's own.
 */
export { ReadingModule } from './reading.module.js';
// ports: who may read an episode (docs/product.md 'Episode access per reader')
export { EpisodeAccess, type Access } from './episode-access.js';
// ports (asked by reading, answered by another context)
export { ReaderSharesPort, type ReaderShare } from './ports/community.ports.js';
// queries (asked of reading)
export { GetReachedEpisodesQuery } from './queries/get-reached-episodes/get-reached-episodes.query.js';
