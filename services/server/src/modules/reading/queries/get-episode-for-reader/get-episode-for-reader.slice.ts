import { slice } from '../../../../platform/slices/slice.js';
import { GetEpisodeForReaderHandler } from './get-episode-for-reader.handler.js';

export const getEpisodeForReader = slice({ providers: [GetEpisodeForReaderHandler] });
