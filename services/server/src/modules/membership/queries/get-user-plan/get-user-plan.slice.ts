import { slice } from '../../../../platform/slices/slice.js';
import { GetUserPlanHandler } from './get-user-plan.handler.js';
import { GetUserPlanResolver } from './get-user-plan.resolver.js';
import { GetUserPlanRestController } from './get-user-plan.rest.controller.js';

export const getUserPlan = slice({ controllers: [GetUserPlanRestController], providers: [GetUserPlanHandler, GetUserPlanResolver] });
