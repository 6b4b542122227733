import { slice } from '../../../../platform/slices/slice.js';
import { CancelPlanHandler } from './cancel-plan.handler.js';
import { CancelPlanResolver } from './cancel-plan.resolver.js';
import { CancelPlanRestController } from './cancel-plan.rest.controller.js';

export const cancelPlan = slice({ controllers: [CancelPlanRestController], providers: [CancelPlanHandler, CancelPlanResolver] });
