import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { AutoResumePlanHandler } from './auto-resume-plan/auto-resume-plan.handler.js';
import { BuyPlanHandler } from './buy-plan/buy-plan.handler.js';
import { BuyPlanResolver } from './buy-plan/buy-plan.resolver.js';
import { BuyPlanRestController } from './buy-plan/buy-plan.rest.controller.js';
import { CancelPlanHandler } from './cancel-plan/cancel-plan.handler.js';
import { CancelPlanResolver } from './cancel-plan/cancel-plan.resolver.js';
import { CancelPlanRestController } from './cancel-plan/cancel-plan.rest.controller.js';
import { GetMembershipHistoryHandler } from './get-membership-history/get-membership-history.handler.js';
import { GetUserPlanHandler } from './get-user-plan/get-user-plan.handler.js';
import { GetUserPlanResolver } from './get-user-plan/get-user-plan.resolver.js';
import { GetUserPlanRestController } from './get-user-plan/get-user-plan.rest.controller.js';
import { HasVipAccessHandler } from './has-vip-access/has-vip-access.handler.js';
import { MembershipJobs } from './jobs/membership-jobs.js';
import { MembershipMailer } from './mails/membership-mailer.js';
import { MembershipFulfiller } from './membership.fulfiller.js';
import { MembershipReadModel } from './membership.read-model.js';
import { RenewalLease } from './renewal-lease.js';
import { PauseOrResumeHandler } from './pause-or-resume/pause-or-resume.handler.js';
import { PauseOrResumeResolver } from './pause-or-resume/pause-or-resume.resolver.js';
import { PauseOrResumeRestController } from './pause-or-resume/pause-or-resume.rest.controller.js';
import { MembershipProjection } from './projections/membership.projection.js';
import { RemindRenewalHandler } from './remind-renewal/remind-renewal.handler.js';
import { RenewPlanHandler } from './renew-plan/renew-plan.handler.js';
import { ResumePlanHandler } from './resume-plan/resume-plan.handler.js';
import { ResumePlanResolver } from './resume-plan/resume-plan.resolver.js';
import { ResumePlanRestController } from './resume-plan/resume-plan.rest.controller.js';

/** VIP membership: one `membership-<userId>` stream per reader, the plan's lifecycle driven by jobs. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([MembershipProjection])],
  controllers: [
    BuyPlanRestController,
    GetUserPlanRestController,
    PauseOrResumeRestController,
    CancelPlanRestController,
    ResumePlanRestController,
  ],
  providers: [
    RenewalLease,
    MembershipReadModel,
    MembershipFulfiller,
    MembershipJobs,
    MembershipMailer,
    // commands
    BuyPlanHandler,
    PauseOrResumeHandler,
    CancelPlanHandler,
    ResumePlanHandler,
    RenewPlanHandler,
    AutoResumePlanHandler,
    RemindRenewalHandler,
    // queries
    GetUserPlanHandler,
    HasVipAccessHandler,
    GetMembershipHistoryHandler,
    // GraphQL
    BuyPlanResolver,
    GetUserPlanResolver,
    PauseOrResumeResolver,
    CancelPlanResolver,
    ResumePlanResolver,
  ],
})
export class MembershipModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly mailer: MembershipMailer,
  ) {}

  /** The mail reactor reads the member's stream, so it is registered here rather than by forFeature. */
  onModuleInit(): void {
    this.registry.register(this.mailer);
  }
}
