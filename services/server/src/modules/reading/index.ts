/**
 * Reading's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is reading's own.
 */
export { ReadingModule } from './reading.module.js';
// ports: who may read an episode (spec §4 'Episode access per reader')
export { EpisodeAccess, type Access } from './episode-access.js';
// queries (asked of reading)
export { GetReachedEpisodesQuery } from './get-reached-episodes/get-reached-episodes.query.js';
