import { slice } from '../../../../platform/slices/slice.js';
import { LikeOrShareComicHandler } from './like-or-share-comic.handler.js';
import { LikeOrShareComicResolver } from './like-or-share-comic.resolver.js';
import { LikeOrShareComicRestController } from './like-or-share-comic.rest.controller.js';

export const likeOrShareComic = slice({
  controllers: [LikeOrShareComicRestController],
  providers: [LikeOrShareComicHandler, LikeOrShareComicResolver],
});
