import { Module } from '@nestjs/common';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { WalletModule } from '../wallet/wallet.module.js';
import { EpisodeAccess } from './episode-access.js';
import { ReadingProjection } from './projections/reading.projection.js';
import { ReadingRestController } from './reading.rest.controller.js';
import { ReadingService } from './reading.service.js';

/** Reading: who may open an episode, what was opened, progress and the library shelves. */
@Module({
  imports: [CatalogModule, WalletModule, MembershipModule, ProjectionsModule.forFeature([ReadingProjection])],
  controllers: [ReadingRestController],
  providers: [ReadingService, EpisodeAccess],
  exports: [ReadingService, EpisodeAccess],
})
export class ReadingModule {}
