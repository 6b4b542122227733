import { slice } from '../../../../platform/slices/slice.js';
import { ComicEpisodesResolver, EpisodeViewEpisodesResolver } from './list-comic-episodes.resolver.js';

export const listComicEpisodes = slice({ providers: [ComicEpisodesResolver, EpisodeViewEpisodesResolver] });
