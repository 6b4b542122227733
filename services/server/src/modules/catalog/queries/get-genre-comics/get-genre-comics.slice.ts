import { slice } from '../../../../platform/slices/slice.js';
import { GetGenreComicsHandler } from './get-genre-comics.handler.js';
import { GetGenreComicsResolver } from './get-genre-comics.resolver.js';

export const getGenreComics = slice({ providers: [GetGenreComicsHandler, GetGenreComicsResolver] });
