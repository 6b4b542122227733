import { slice } from '../../../../platform/slices/slice.js';
import { GetPopularTagsHandler } from './get-popular-tags.handler.js';
import { GetPopularTagsResolver } from './get-popular-tags.resolver.js';
import { GetPopularTagsRestController } from './get-popular-tags.rest.controller.js';

export const getPopularTags = slice({
  controllers: [GetPopularTagsRestController],
  providers: [GetPopularTagsHandler, GetPopularTagsResolver],
});
