import { slice } from '../../../../platform/slices/slice.js';
import { GetPushKeyHandler } from './get-push-key.handler.js';
import { GetPushKeyResolver } from './get-push-key.resolver.js';
import { GetPushKeyRestController } from './get-push-key.rest.controller.js';

export const getPushKey = slice({ controllers: [GetPushKeyRestController], providers: [GetPushKeyHandler, GetPushKeyResolver] });
