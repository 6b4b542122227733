import { slice } from '../../../../platform/slices/slice.js';
import { UnsubscribePushHandler } from './unsubscribe-push.handler.js';
import { UnsubscribePushResolver } from './unsubscribe-push.resolver.js';
import { UnsubscribePushRestController } from './unsubscribe-push.rest.controller.js';

export const unsubscribePush = slice({
  controllers: [UnsubscribePushRestController],
  providers: [UnsubscribePushHandler, UnsubscribePushResolver],
});
