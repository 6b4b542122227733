import { slice } from '../../../../platform/slices/slice.js';
import { GetEpisodeHandler } from './get-episode.handler.js';
import { GetEpisodeResolver } from './get-episode.resolver.js';

export const getEpisode = slice({ providers: [GetEpisodeHandler, GetEpisodeResolver] });
