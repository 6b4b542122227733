import { slice } from '../../../../platform/slices/slice.js';
import { UnlockAllHandler } from './unlock-all.handler.js';
import { UnlockAllResolver } from './unlock-all.resolver.js';
import { UnlockAllRestController } from './unlock-all.rest.controller.js';

export const unlockAll = slice({ controllers: [UnlockAllRestController], providers: [UnlockAllHandler, UnlockAllResolver] });
