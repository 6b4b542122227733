// The comic's notification bell over GraphQL (docs/product.md comic detail, user-comic-notification):
// whether it is on for the signed-in reader, and the toggle, whose answer comics-cache.ts writes
// into the bell's cached state.
import { graphql } from '../../../gql/index.js';

export const COMIC_BELL = graphql(`
  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }
`);

export const TOGGLE_COMIC_BELL = graphql(`
  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }
`);
