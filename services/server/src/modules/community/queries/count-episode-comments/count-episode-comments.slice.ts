import { slice } from '../../../../platform/slices/slice.js';
import { CountEpisodeCommentsHandler } from './count-episode-comments.handler.js';

export const countEpisodeComments = slice({ providers: [CountEpisodeCommentsHandler] });
