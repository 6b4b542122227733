import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { CatalogReadsReactor } from './catalog-reads.reactor.js';
import { UserDataExtras } from '../identity/user-data.extras.js';
import { ReaderUserDataExtras } from './user-data-extras.js';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { EpisodeAccess } from './episode-access.js';
import { ReadingProjection } from './projections/reading.projection.js';
import { ReadingRestController } from './reading.rest.controller.js';
import { ReadingService } from './reading.service.js';
import { OpenedEpisodesHandler } from './opened-episodes/opened-episodes.handler.js';
import { EpisodeAccessResolver } from './graphql/episode-access.resolver.js';
import { GetReachedEpisodesHandler } from './get-reached-episodes/get-reached-episodes.handler.js';

/**
 * Reading: who may open an episode, what was opened, progress and the library shelves. Global,
 * because it provides identity's UserDataExtras port (get-user-data's wallet and reading parts).
 */
@Global()
@Module({
  imports: [CatalogModule, MembershipModule, ProjectionsModule.forFeature([ReadingProjection])],
  controllers: [ReadingRestController],
  providers: [ReadingService, OpenedEpisodesHandler, GetReachedEpisodesHandler, EpisodeAccess, EpisodeAccessResolver, CatalogReadsReactor, { provide: UserDataExtras, useClass: ReaderUserDataExtras }],
  exports: [ReadingService, EpisodeAccess, UserDataExtras],
})
export class ReadingModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry, private readonly reads: CatalogReadsReactor) {}

  /** Registered here, not by forFeature: the reactor needs the catalog's read counter. */
  onModuleInit(): void { this.registry.register(this.reads); }
}
