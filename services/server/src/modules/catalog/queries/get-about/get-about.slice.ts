import { slice } from '../../../../platform/slices/slice.js';
import { GetAboutHandler } from './get-about.handler.js';
import { GetAboutResolver } from './get-about.resolver.js';
import { GetAboutRestController } from './get-about.rest.controller.js';

export const getAbout = slice({ controllers: [GetAboutRestController], providers: [GetAboutHandler, GetAboutResolver] });
