import { slice } from '../../../../platform/slices/slice.js';
import { SearchComicsHandler } from './search-comics.handler.js';
import { SearchComicsResolver } from './search-comics.resolver.js';

export const searchComics = slice({ providers: [SearchComicsHandler, SearchComicsResolver] });
