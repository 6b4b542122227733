import { slice } from '../../../../platform/slices/slice.js';
import { GrantOfflineWindowHandler } from './grant-offline-window.handler.js';
import { GrantOfflineWindowResolver } from './grant-offline-window.resolver.js';
import { GrantOfflineWindowRestController } from './grant-offline-window.rest.controller.js';

export const grantOfflineWindow = slice({
  controllers: [GrantOfflineWindowRestController],
  providers: [GrantOfflineWindowHandler, GrantOfflineWindowResolver],
});
