import { slice } from '../../../../platform/slices/slice.js';
import { SubscribePushHandler } from './subscribe-push.handler.js';
import { SubscribePushResolver } from './subscribe-push.resolver.js';
import { SubscribePushRestController } from './subscribe-push.rest.controller.js';

export const subscribePush = slice({
  controllers: [SubscribePushRestController],
  providers: [SubscribePushHandler, SubscribePushResolver],
});
