import { slice } from '../../../../platform/slices/slice.js';
import { GetEpisodeCommentsHandler } from './get-episode-comments.handler.js';
import { GetEpisodeCommentsResolver } from './get-episode-comments.resolver.js';
import { GetEpisodeCommentsRestController } from './get-episode-comments.rest.controller.js';

export const getEpisodeComments = slice({
  controllers: [GetEpisodeCommentsRestController],
  providers: [GetEpisodeCommentsHandler, GetEpisodeCommentsResolver],
});
