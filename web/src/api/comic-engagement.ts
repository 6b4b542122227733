// Likes, shares and interest of a comic (spec §7 add-like-share, get-interest, add-interest) over
// GraphQL: the counts, and the reader's own like and interest marks when signed in.
import { gql } from 'urql';

export interface ComicEngagement { comicId: string; likeCount: number; shareCount: number; liked: boolean; interest: boolean | null }
interface EngagementResult { message: string; engagement: ComicEngagement }

const FIELDS = 'comicId likeCount shareCount liked interest';

export const COMIC_ENGAGEMENT = gql<{ comicEngagement: ComicEngagement }, { comicId: string }>`
  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { ${FIELDS} } }
`;

export const ADD_LIKE_SHARE = gql<{ addLikeShare: EngagementResult }, { comicId: string; type: 'like' | 'share' }>`
  mutation AddLikeShare($comicId: ID!, $type: LikeShareType!) { addLikeShare(comicId: $comicId, type: $type) { message engagement { ${FIELDS} } } }
`;

export const ADD_INTEREST = gql<{ addInterest: EngagementResult }, { comicId: string; interest: boolean }>`
  mutation AddInterest($comicId: ID!, $interest: Boolean!) { addInterest(comicId: $comicId, interest: $interest) { message engagement { ${FIELDS} } } }
`;
