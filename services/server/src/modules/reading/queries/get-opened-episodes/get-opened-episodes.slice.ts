import { slice } from '../../../../platform/slices/slice.js';
import { GetOpenedEpisodesHandler } from './get-opened-episodes.handler.js';

export const getOpenedEpisodes = slice({ providers: [GetOpenedEpisodesHandler] });
