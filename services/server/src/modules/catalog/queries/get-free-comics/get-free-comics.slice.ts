import { slice } from '../../../../platform/slices/slice.js';
import { GetFreeComicsHandler } from './get-free-comics.handler.js';
import { GetFreeComicsResolver } from './get-free-comics.resolver.js';

export const getFreeComics = slice({ providers: [GetFreeComicsHandler, GetFreeComicsResolver] });
