import { slice } from '../../../../platform/slices/slice.js';
import { BuyPlanHandler } from './buy-plan.handler.js';
import { BuyPlanResolver } from './buy-plan.resolver.js';
import { BuyPlanRestController } from './buy-plan.rest.controller.js';

export const buyPlan = slice({ controllers: [BuyPlanRestController], providers: [BuyPlanHandler, BuyPlanResolver] });
