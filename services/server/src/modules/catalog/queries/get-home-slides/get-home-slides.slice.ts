import { slice } from '../../../../platform/slices/slice.js';
import { GetHomeSlidesHandler } from './get-home-slides.handler.js';
import { GetHomeSlidesRestController } from './get-home-slides.rest.controller.js';

export const getHomeSlides = slice({ controllers: [GetHomeSlidesRestController], providers: [GetHomeSlidesHandler] });
