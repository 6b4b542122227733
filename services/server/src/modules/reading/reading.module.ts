import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { CatalogReadsReactor } from './catalog-reads.reactor.js';
import { UserDataExtras } from '../identity/index.js';
import { ReaderUserDataExtras } from './user-data-extras.js';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/index.js';
import { MembershipModule } from '../membership/index.js';
import { EpisodeAccess } from './episode-access.js';
import { ReadingProjection } from './projections/reading.projection.js';
import { ReadingRestController } from './reading.rest.controller.js';
import { ReadingService } from './reading.service.js';
import { OpenedEpisodesHandler } from './opened-episodes/opened-episodes.handler.js';
import { EpisodeAccessResolver } from './graphql/episode-access.resolver.js';
import { IdentityModule } from '../identity/index.js';
import { UploadGate } from '../../platform/http/upload-gate.js';
import { PageUrls } from './page-urls.js';
import { GetLibrarySubscribedHandler } from './get-library-subscribed/get-library-subscribed.handler.js';
import { GetLibrarySubscribedResolver } from './get-library-subscribed/get-library-subscribed.resolver.js';
import { GetLibraryRecentHandler } from './get-library-recent/get-library-recent.handler.js';
import { GetLibraryRecentResolver } from './get-library-recent/get-library-recent.resolver.js';
import { GetLibraryUnlockedHandler } from './get-library-unlocked/get-library-unlocked.handler.js';
import { GetLibraryUnlockedResolver } from './get-library-unlocked/get-library-unlocked.resolver.js';
import { DeleteUserHistoryHandler } from './delete-user-history/delete-user-history.handler.js';
import { DeleteUserHistoryResolver } from './delete-user-history/delete-user-history.resolver.js';

/** The library shelves (My Library tabs), as use-case slices. */
const LIBRARY_SLICES = [
  GetLibrarySubscribedHandler, GetLibrarySubscribedResolver, GetLibraryRecentHandler, GetLibraryRecentResolver,
  GetLibraryUnlockedHandler, GetLibraryUnlockedResolver, DeleteUserHistoryHandler, DeleteUserHistoryResolver,
];
import { GetReachedEpisodesHandler } from './get-reached-episodes/get-reached-episodes.handler.js';

/**
 * Reading: who may open an episode, what was opened, progress and the library shelves. Global,
 * because it provides identity's UserDataExtras port (get-user-data's wallet and reading parts).
 * It signs paid pages' URLs for their readers and provides the platform's UploadGate (PageUrls).
 */
@Global()
@Module({
  imports: [CatalogModule, MembershipModule, IdentityModule, ProjectionsModule.forFeature([ReadingProjection])],
  controllers: [ReadingRestController],
  providers: [ReadingService, OpenedEpisodesHandler, GetReachedEpisodesHandler, EpisodeAccess, EpisodeAccessResolver, CatalogReadsReactor, PageUrls,
    { provide: UserDataExtras, useClass: ReaderUserDataExtras }, { provide: UploadGate, useExisting: PageUrls },
    ...LIBRARY_SLICES],
  exports: [ReadingService, EpisodeAccess, UserDataExtras],
})
export class ReadingModule implements OnModuleInit {
  constructor(private readonly registry: ProjectionRegistry, private readonly reads: CatalogReadsReactor) {}

  /** Registered here, not by forFeature: the reactor needs the catalog's read counter. */
  onModuleInit(): void { this.registry.register(this.reads); }
}
