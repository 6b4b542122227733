import { slice } from '../../../../platform/slices/slice.js';
import { OpenEpisodeHandler } from './open-episode.handler.js';
import { OpenEpisodeResolver } from './open-episode.resolver.js';
import { OpenEpisodeRestController } from './open-episode.rest.controller.js';

export const openEpisode = slice({ controllers: [OpenEpisodeRestController], providers: [OpenEpisodeHandler, OpenEpisodeResolver] });
