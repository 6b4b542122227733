import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { UploadGate } from '../../platform/http/upload-gate.js';
import { ProjectionRegistry } from '../../platform/projections/projection-registry.js';
import { ProjectionsModule } from '../../platform/projections/projections.module.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule, UserDataExtras } from '../identity/index.js';
import { MembershipModule } from '../membership/index.js';
import { deleteReadingHistory } from './commands/delete-reading-history/delete-reading-history.slice.js';
import { grantOfflineWindow } from './commands/grant-offline-window/grant-offline-window.slice.js';
import { openEpisode } from './commands/open-episode/open-episode.slice.js';
import { recordReadingProgress } from './commands/record-reading-progress/record-reading-progress.slice.js';
import { EpisodeAccess } from './episode-access.js';
import { LibraryShelfReads } from './library/library.shelf-reads.js';
import { OfflineWindowSigner } from './offline-window-signer.js';
import { PageUrls } from './page-urls.js';
import { CatalogReadsReactor } from './projections/catalog-reads.reactor.js';
import { ReadingProjection } from './projections/reading.projection.js';
import { getEpisodeForReader } from './queries/get-episode-for-reader/get-episode-for-reader.slice.js';
import { getEpisodeProgress } from './queries/get-episode-progress/get-episode-progress.slice.js';
import { getEpisodeView } from './queries/get-episode-view/get-episode-view.slice.js';
import { getLibraryRecent } from './queries/get-library-recent/get-library-recent.slice.js';
import { getLibrarySubscribed } from './queries/get-library-subscribed/get-library-subscribed.slice.js';
import { getLibraryUnlocked } from './queries/get-library-unlocked/get-library-unlocked.slice.js';
import { getOfflineKey } from './queries/get-offline-key/get-offline-key.slice.js';
import { getOpenedEpisodes } from './queries/get-opened-episodes/get-opened-episodes.slice.js';
import { getPurchasedEpisodes } from './queries/get-purchased-episodes/get-purchased-episodes.slice.js';
import { getReachedEpisodes } from './queries/get-reached-episodes/get-reached-episodes.slice.js';
import { getRecentReads } from './queries/get-recent-reads/get-recent-reads.slice.js';
import { ReaderUserDataExtras } from './user-data-extras.js';

/**
 * Reading: who may open an episode, what was opened, progress and the library shelves. Global,
 * because it provides identity's UserDataExtras port (get-user-data's wallet and reading parts).
 * It signs paid pages' URLs for their readers and provides the platform's UploadGate (PageUrls),
 * and signs offline windows (OfflineWindowSigner).
 */
@Global()
@Module({
  imports: [CatalogModule, MembershipModule, IdentityModule, ProjectionsModule.forFeature([ReadingProjection])],
  ...fromSlices(
    [
      // commands
      recordReadingProgress,
      openEpisode,
      deleteReadingHistory,
      grantOfflineWindow,
      // queries, and the wallet's port (opened episodes)
      getEpisodeView,
      getEpisodeForReader,
      getEpisodeProgress,
      getRecentReads,
      getPurchasedEpisodes,
      getLibrarySubscribed,
      getLibraryRecent,
      getLibraryUnlocked,
      getReachedEpisodes,
      getOpenedEpisodes,
      getOfflineKey,
    ],
    [
      EpisodeAccess,
      PageUrls,
      OfflineWindowSigner,
      CatalogReadsReactor,
      LibraryShelfReads,
      // ports answered for identity and the platform
      { provide: UserDataExtras, useClass: ReaderUserDataExtras },
      { provide: UploadGate, useExisting: PageUrls },
    ],
  ),
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
