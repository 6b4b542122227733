import { slice } from '../../../../platform/slices/slice.js';
import { GetReachedEpisodesHandler } from './get-reached-episodes.handler.js';

export const getReachedEpisodes = slice({ providers: [GetReachedEpisodesHandler] });
