// Opening an episode the reader may read (the openEpisode command): records the opening and, for
// a claimed rental pass not in use yet, starts it (only after the reader agreed). Sent again, it
// moves nothing more. What it changes in the cache: reader-cache.ts.
import { graphql } from '../../../gql/index.js';

export const OPEN_EPISODE = graphql(`
  mutation OpenEpisode($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }
`);
