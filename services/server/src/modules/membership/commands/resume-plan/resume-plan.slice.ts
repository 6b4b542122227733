import { slice } from '../../../../platform/slices/slice.js';
import { ResumePlanHandler } from './resume-plan.handler.js';
import { ResumePlanResolver } from './resume-plan.resolver.js';
import { ResumePlanRestController } from './resume-plan.rest.controller.js';

export const resumePlan = slice({ controllers: [ResumePlanRestController], providers: [ResumePlanHandler, ResumePlanResolver] });
