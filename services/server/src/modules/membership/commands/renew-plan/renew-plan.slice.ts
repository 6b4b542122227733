import { slice } from '../../../../platform/slices/slice.js';
import { RenewPlanHandler } from './renew-plan.handler.js';

export const renewPlan = slice({ providers: [RenewPlanHandler] });
