import { slice } from '../../../../platform/slices/slice.js';
import { GetTagComicsHandler } from './get-tag-comics.handler.js';
import { GetTagComicsResolver } from './get-tag-comics.resolver.js';

export const getTagComics = slice({ providers: [GetTagComicsHandler, GetTagComicsResolver] });
