import { slice } from '../../../../platform/slices/slice.js';
import { GetDailyComicsHandler } from './get-daily-comics.handler.js';
import { GetDailyComicsResolver } from './get-daily-comics.resolver.js';

export const getDailyComics = slice({ providers: [GetDailyComicsHandler, GetDailyComicsResolver] });
