import { slice } from '../../../../platform/slices/slice.js';
import { GetHomeHandler } from './get-home.handler.js';
import { GetHomeResolver } from './get-home.resolver.js';

export const getHome = slice({ providers: [GetHomeHandler, GetHomeResolver] });
