import { slice } from '../../../../platform/slices/slice.js';
import { GetEpisodeViewHandler } from './get-episode-view.handler.js';
import { GetEpisodeViewResolver } from './get-episode-view.resolver.js';
import { GetEpisodeViewRestController } from './get-episode-view.rest.controller.js';

export const getEpisodeView = slice({
  controllers: [GetEpisodeViewRestController],
  providers: [GetEpisodeViewHandler, GetEpisodeViewResolver],
});
