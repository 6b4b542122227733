import { slice } from '../../../../platform/slices/slice.js';
import { PauseOrResumePlanHandler } from './pause-or-resume-plan.handler.js';
import { PauseOrResumePlanResolver } from './pause-or-resume-plan.resolver.js';
import { PauseOrResumePlanRestController } from './pause-or-resume-plan.rest.controller.js';

export const pauseOrResumePlan = slice({
  controllers: [PauseOrResumePlanRestController],
  providers: [PauseOrResumePlanHandler, PauseOrResumePlanResolver],
});
