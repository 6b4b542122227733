import { slice } from '../../../../platform/slices/slice.js';
import { GetPlansHandler } from './get-plans.handler.js';
import { GetPlansResolver } from './get-plans.resolver.js';
import { GetPlansRestController } from './get-plans.rest.controller.js';

export const getPlans = slice({ controllers: [GetPlansRestController], providers: [GetPlansHandler, GetPlansResolver] });
