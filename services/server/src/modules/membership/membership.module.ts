import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { BuyPlanHandler } from './buy-plan/buy-plan.handler.js';
import { BuyPlanResolver } from './buy-plan/buy-plan.resolver.js';
import { BuyPlanRestController } from './buy-plan/buy-plan.rest.controller.js';
import { GetUserPlanHandler } from './get-user-plan/get-user-plan.handler.js';
import { GetUserPlanRestController } from './get-user-plan/get-user-plan.rest.controller.js';
import { MembershipService } from './membership.service.js';
import { MembershipProjection } from './projections/membership.projection.js';

/** VIP membership (plans): one `membership-<userId>` stream per reader. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([MembershipProjection])],
  controllers: [BuyPlanRestController, GetUserPlanRestController],
  providers: [MembershipService, BuyPlanHandler, BuyPlanResolver, GetUserPlanHandler],
  exports: [MembershipService],
})
export class MembershipModule {}
