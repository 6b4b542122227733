import { slice } from '../../../../platform/slices/slice.js';
import { EpisodePageRead } from './episode-page.read.js';
import { GetEpisodeByIdHandler, GetEpisodeHandler } from './get-episode.handler.js';
import { GetEpisodeResolver } from './get-episode.resolver.js';

export const getEpisode = slice({ providers: [GetEpisodeHandler, GetEpisodeByIdHandler, EpisodePageRead, GetEpisodeResolver] });
