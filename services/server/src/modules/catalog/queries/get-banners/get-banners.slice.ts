import { slice } from '../../../../platform/slices/slice.js';
import { GetBannersHandler } from './get-banners.handler.js';
import { GetBannersResolver } from './get-banners.resolver.js';
import { GetBannersRestController } from './get-banners.rest.controller.js';

export const getBanners = slice({ controllers: [GetBannersRestController], providers: [GetBannersHandler, GetBannersResolver] });
