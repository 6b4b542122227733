import { slice } from '../../../../platform/slices/slice.js';
import { GetHomeSlideHandler } from './get-home-slide.handler.js';
import { GetHomeSlideResolver } from './get-home-slide.resolver.js';
import { GetHomeSlideRestController } from './get-home-slide.rest.controller.js';

export const getHomeSlide = slice({ controllers: [GetHomeSlideRestController], providers: [GetHomeSlideHandler, GetHomeSlideResolver] });
