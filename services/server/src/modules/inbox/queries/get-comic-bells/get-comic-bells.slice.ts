import { slice } from '../../../../platform/slices/slice.js';
import { GetComicBellsHandler } from './get-comic-bells.handler.js';
import { GetComicBellsResolver } from './get-comic-bells.resolver.js';

export const getComicBells = slice({ providers: [GetComicBellsHandler, GetComicBellsResolver] });
