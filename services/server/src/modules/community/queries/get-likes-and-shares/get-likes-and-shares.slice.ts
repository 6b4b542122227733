import { slice } from '../../../../platform/slices/slice.js';
import { GetLikesAndSharesHandler } from './get-likes-and-shares.handler.js';
import { GetLikesAndSharesResolver } from './get-likes-and-shares.resolver.js';
import { GetLikesAndSharesRestController } from './get-likes-and-shares.rest.controller.js';

export const getLikesAndShares = slice({
  controllers: [GetLikesAndSharesRestController],
  providers: [GetLikesAndSharesHandler, GetLikesAndSharesResolver],
});
