import { slice } from '../../../../platform/slices/slice.js';
import { GetOfflineKeyHandler } from './get-offline-key.handler.js';
import { GetOfflineKeyResolver } from './get-offline-key.resolver.js';
import { GetOfflineKeyRestController } from './get-offline-key.rest.controller.js';

export const getOfflineKey = slice({
  controllers: [GetOfflineKeyRestController],
  providers: [GetOfflineKeyHandler, GetOfflineKeyResolver],
});
