// The comic fields every card and list asks GraphQL for (schema Comic), and their generated type.
import { graphql } from '../gql/index.js';
import type { ComicCardFragment } from '../gql/graphql.js';

export const ComicCardFields = graphql(`
  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }
`);

export type GqlComicCard = ComicCardFragment;
