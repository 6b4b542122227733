import { slice } from '../../../../platform/slices/slice.js';
import { GetEpisodeProgressHandler } from './get-episode-progress.handler.js';

export const getEpisodeProgress = slice({ providers: [GetEpisodeProgressHandler] });
