// The comic fields every card and list asks GraphQL for, and their TypeScript shape (schema Comic).
export const COMIC_CARD_FIELDS = 'id slug title genre thumbnail coverImage teamAssignment freeEpisodeCount';

export interface GqlComicCard {
  id: string;
  slug: string;
  title: string;
  genre: string;
  thumbnail: string;
  coverImage: string;
  teamAssignment: string | null;
  freeEpisodeCount: number;
}

export interface GqlComicPage { items: GqlComicCard[]; total: number; offset: number; limit: number }
