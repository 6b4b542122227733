import { slice } from '../../../../platform/slices/slice.js';
import { EpisodeComicResolver } from './get-episode-comic.resolver.js';

export const getEpisodeComic = slice({ providers: [EpisodeComicResolver] });
