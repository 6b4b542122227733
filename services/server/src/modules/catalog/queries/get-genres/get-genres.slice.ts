import { slice } from '../../../../platform/slices/slice.js';
import { GetGenresHandler } from './get-genres.handler.js';
import { GetGenresResolver } from './get-genres.resolver.js';

export const getGenres = slice({ providers: [GetGenresHandler, GetGenresResolver] });
