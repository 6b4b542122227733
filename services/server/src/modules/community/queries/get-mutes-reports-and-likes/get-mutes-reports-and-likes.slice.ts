import { slice } from '../../../../platform/slices/slice.js';
import { GetMutesReportsAndLikesHandler } from './get-mutes-reports-and-likes.handler.js';
import { GetMutesReportsAndLikesResolver } from './get-mutes-reports-and-likes.resolver.js';
import { GetMutesReportsAndLikesRestController } from './get-mutes-reports-and-likes.rest.controller.js';

export const getMutesReportsAndLikes = slice({
  controllers: [GetMutesReportsAndLikesRestController],
  providers: [GetMutesReportsAndLikesHandler, GetMutesReportsAndLikesResolver],
});
