import { slice } from '../../../../platform/slices/slice.js';
import { PurchaseEpisodeHandler } from './purchase-episode.handler.js';
import { PurchaseEpisodeResolver } from './purchase-episode.resolver.js';
import { PurchaseEpisodeRestController } from './purchase-episode.rest.controller.js';

export const purchaseEpisode = slice({
  controllers: [PurchaseEpisodeRestController],
  providers: [PurchaseEpisodeHandler, PurchaseEpisodeResolver],
});
