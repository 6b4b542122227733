import { slice } from '../../../../platform/slices/slice.js';
import { GetPurchasedEpisodesHandler } from './get-purchased-episodes.handler.js';
import { GetPurchasedEpisodesRestController } from './get-purchased-episodes.rest.controller.js';

export const getPurchasedEpisodes = slice({ controllers: [GetPurchasedEpisodesRestController], providers: [GetPurchasedEpisodesHandler] });
