import { slice } from '../../../../platform/slices/slice.js';
import { AutoResumePlanHandler } from './auto-resume-plan.handler.js';

export const autoResumePlan = slice({ providers: [AutoResumePlanHandler] });
