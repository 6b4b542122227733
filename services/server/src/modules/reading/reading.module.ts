import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { UploadGate } from '../../platform/http/upload-gate.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule, UserDataExtras } from '../identity/index.js';
import { MembershipModule } from '../membership/index.js';
import { AddComicReadHandler } from './add-comic-read/add-comic-read.handler.js';
import { AddComicReadRestController } from './add-comic-read/add-comic-read.rest.controller.js';
import { CatalogReadsReactor } from './catalog-reads.reactor.js';
import { DeleteUserHistoryHandler } from './delete-user-history/delete-user-history.handler.js';
import { DeleteUserHistoryResolver } from './delete-user-history/delete-user-history.resolver.js';
import { DeleteUserHistoryRestController } from './delete-user-history/delete-user-history.rest.controller.js';
import { EpisodeAccess } from './episode-access.js';
import { GetComicEpisodeDataHandler } from './get-comic-episode-data/get-comic-episode-data.handler.js';
import { GetComicEpisodeDataResolver } from './get-comic-episode-data/get-comic-episode-data.resolver.js';
import { GetComicEpisodeDataRestController } from './get-comic-episode-data/get-comic-episode-data.rest.controller.js';
import { GetComicReadHandler } from './get-comic-read/get-comic-read.handler.js';
import { GetComicReadRestController } from './get-comic-read/get-comic-read.rest.controller.js';
import { GetEpisodeForReaderHandler } from './get-episode-for-reader/get-episode-for-reader.handler.js';
import { GetEpisodeProgressHandler } from './get-episode-progress/get-episode-progress.handler.js';
import { GetLibraryRecentHandler } from './get-library-recent/get-library-recent.handler.js';
import { GetLibraryRecentResolver } from './get-library-recent/get-library-recent.resolver.js';
import { GetLibrarySubscribedHandler } from './get-library-subscribed/get-library-subscribed.handler.js';
import { GetLibrarySubscribedResolver } from './get-library-subscribed/get-library-subscribed.resolver.js';
import { GetLibraryUnlockedHandler } from './get-library-unlocked/get-library-unlocked.handler.js';
import { GetLibraryUnlockedResolver } from './get-library-unlocked/get-library-unlocked.resolver.js';
import { GetPurchaseEpisodeHandler } from './get-purchase-episode/get-purchase-episode.handler.js';
import { GetPurchaseEpisodeRestController } from './get-purchase-episode/get-purchase-episode.rest.controller.js';
import { GetReachedEpisodesHandler } from './get-reached-episodes/get-reached-episodes.handler.js';
import { OpenEpisodeHandler } from './open-episode/open-episode.handler.js';
import { OpenEpisodeResolver } from './open-episode/open-episode.resolver.js';
import { OpenEpisodeRestController } from './open-episode/open-episode.rest.controller.js';
import { OpenedEpisodesHandler } from './opened-episodes/opened-episodes.handler.js';
import { LibraryShelfReads } from './library.shelf-reads.js';
import { PageUrls } from './page-urls.js';
import { ReadingProjection } from './projections/reading.projection.js';
import { ReadingService } from './reading.service.js';
import { ReaderUserDataExtras } from './user-data-extras.js';

/**
 * Reading: who may open an episode, what was opened, progress and the library shelves. Global,
 * because it provides identity's UserDataExtras port (get-user-data's wallet and reading parts).
 * It signs paid pages' URLs for their readers and provides the platform's UploadGate (PageUrls).
 */
@Global()
@Module({
  imports: [CatalogModule, MembershipModule, IdentityModule, ProjectionsModule.forFeature([ReadingProjection])],
  controllers: [
    GetComicEpisodeDataRestController,
    AddComicReadRestController,
    GetComicReadRestController,
    DeleteUserHistoryRestController,
    GetPurchaseEpisodeRestController,
    OpenEpisodeRestController,
  ],
  providers: [
    // shared per-context code
    ReadingService,
    EpisodeAccess,
    PageUrls,
    CatalogReadsReactor,
    LibraryShelfReads,
    // commands
    AddComicReadHandler,
    OpenEpisodeHandler,
    DeleteUserHistoryHandler,
    // queries
    GetComicEpisodeDataHandler,
    GetEpisodeForReaderHandler,
    GetEpisodeProgressHandler,
    GetComicReadHandler,
    GetPurchaseEpisodeHandler,
    GetLibrarySubscribedHandler,
    GetLibraryRecentHandler,
    GetLibraryUnlockedHandler,
    GetReachedEpisodesHandler,
    // GraphQL
    GetComicEpisodeDataResolver,
    GetLibrarySubscribedResolver,
    GetLibraryRecentResolver,
    GetLibraryUnlockedResolver,
    DeleteUserHistoryResolver,
    OpenEpisodeResolver,
    // ports answered for other contexts and the platform
    OpenedEpisodesHandler,
    { provide: UserDataExtras, useClass: ReaderUserDataExtras },
    { provide: UploadGate, useExisting: PageUrls },
  ],
  exports: [EpisodeAccess, UserDataExtras],
})
export class ReadingModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly reads: CatalogReadsReactor,
  ) {}

  /** Registered here, not by forFeature: the reactor needs the catalog's read counter. */
  onModuleInit(): void {
    this.registry.register(this.reads);
  }
}
