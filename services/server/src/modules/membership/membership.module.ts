import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { MembershipRestController } from './membership.rest.controller.js';
import { MembershipService } from './membership.service.js';
import { MembershipProjection } from './projections/membership.projection.js';

/** VIP membership (plans); pause, resume, hold and renewal arrive as new events later. */
@Module({
  imports: [CatalogModule, PaymentsModule, ProjectionsModule.forFeature([MembershipProjection])],
  controllers: [MembershipRestController],
  providers: [MembershipService],
  exports: [MembershipService],
})
export class MembershipModule {}
