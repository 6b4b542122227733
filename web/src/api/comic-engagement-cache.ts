// What a like, a share or an interest mark changes in the GraphQL cache (lib/graphql-cache.ts): the
// comic's engagement (embedded, keyed by nothing of its own) is replaced by the one the mutation
// answered, so the detail's controls and the reader's heart show it at once.
import type { UpdateResolver } from '@urql/exchange-graphcache';
import type { LikeOrShareComicMutation, MarkInterestMutation } from '../gql/graphql.js';
import type { GraphcacheConfig } from '../lib/graphql-client.js';
import { COMIC_ENGAGEMENT, type ComicEngagement } from './comic-engagement.js';

const writesEngagement =
  (of: (result: Record<string, unknown>) => ComicEngagement): UpdateResolver =>
  (result, _args, cache) => {
    const engagement = of(result);
    cache.updateQuery({ query: COMIC_ENGAGEMENT.toString(), variables: { comicId: engagement.comicId } }, () => ({
      comicEngagement: engagement,
    }));
  };

export const comicEngagementCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      likeOrShareComic: writesEngagement((r) => (r as unknown as LikeOrShareComicMutation).likeOrShareComic.engagement),
      markInterest: writesEngagement((r) => (r as unknown as MarkInterestMutation).markInterest.engagement),
    },
  },
};
