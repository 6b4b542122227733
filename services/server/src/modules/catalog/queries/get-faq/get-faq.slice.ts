import { slice } from '../../../../platform/slices/slice.js';
import { GetFaqHandler } from './get-faq.handler.js';
import { GetFaqResolver } from './get-faq.resolver.js';
import { GetFaqRestController } from './get-faq.rest.controller.js';

export const getFaq = slice({ controllers: [GetFaqRestController], providers: [GetFaqHandler, GetFaqResolver] });
