import { slice } from '../../../../platform/slices/slice.js';
import { GetComicDetailHandler } from './get-comic-detail.handler.js';
import { GetComicDetailResolver } from './get-comic-detail.resolver.js';
import { GetComicDetailRestController } from './get-comic-detail.rest.controller.js';

export const getComicDetail = slice({
  controllers: [GetComicDetailRestController],
  providers: [GetComicDetailHandler, GetComicDetailResolver],
});
