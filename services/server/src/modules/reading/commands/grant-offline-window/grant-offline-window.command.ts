import { Command } from '@nestjs/cqrs';
import type { OfflineWindowFields } from '../../offline-window-signer.js';
import type { PageImage } from '../../page-urls.js';

/**
 * A window to read one episode offline: how long (`until`), on which right (`kind`), whether the
 * client may ask for a new one before it ends (`renewable`), the pages to download now (a paid
 * episode's signed until `pagesExpireAt`) and `token`, the window signed by the server.
 */
export interface OfflineWindow extends OfflineWindowFields {
  pages: PageImage[];
  pagesExpireAt: string | null;
  token: string;
}

/**
 * The signed-in reader asks to keep an episode they may read now for offline reading. Recorded
 * (OfflineWindowGranted) so operators see the grants; the same window asked again within the hour
 * is that grant again.
 */
export class GrantOfflineWindowCommand extends Command<OfflineWindow> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
  ) {
    super();
  }
}
