import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { autoResumePlan } from './commands/auto-resume-plan/auto-resume-plan.slice.js';
import { buyPlan } from './commands/buy-plan/buy-plan.slice.js';
import { cancelPlan } from './commands/cancel-plan/cancel-plan.slice.js';
import { pauseOrResumePlan } from './commands/pause-or-resume-plan/pause-or-resume-plan.slice.js';
import { remindRenewal } from './commands/remind-renewal/remind-renewal.slice.js';
import { renewPlan } from './commands/renew-plan/renew-plan.slice.js';
import { resumePlan } from './commands/resume-plan/resume-plan.slice.js';
import { MembershipJobs } from './jobs/membership-jobs.js';
import { RenewalLease } from './jobs/renewal-lease.js';
import { MembershipMailer } from './mails/membership-mailer.js';
import { MembershipReadModel } from './membership.read-model.js';
import { MembershipProjection } from './projections/membership.projection.js';
import { getMembershipHistory } from './queries/get-membership-history/get-membership-history.slice.js';
import { getUserPlan } from './queries/get-user-plan/get-user-plan.slice.js';
import { hasVipAccess } from './queries/has-vip-access/has-vip-access.slice.js';
import { sellPlans } from './sell-plans/sell-plans.slice.js';

/** VIP membership: one `membership-<userId>` stream per reader, the plan's lifecycle driven by jobs. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([MembershipProjection])],
  ...fromSlices(
    [
      // commands: the reader's, the jobs', and the payments port starting or renewing a paid plan
      buyPlan,
      sellPlans,
      pauseOrResumePlan,
      cancelPlan,
      resumePlan,
      renewPlan,
      autoResumePlan,
      remindRenewal,
      // queries
      getUserPlan,
      hasVipAccess,
      getMembershipHistory,
    ],
    [RenewalLease, MembershipReadModel, MembershipJobs, MembershipMailer],
  ),
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
