// Spending a held rental pass from the comic page: the openEpisode command (what uses the pass on
// the server; reading the episode never does). What it changes in the cache is declared with the
// reader's opening of an episode (features/reader/api/reader-cache.ts), the same mutation field.
import { graphql } from '../../../gql/index.js';

export const USE_RENTAL_PASS = graphql(`
  mutation UseRentalPass($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }
`);
