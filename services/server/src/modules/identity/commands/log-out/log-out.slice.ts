import { slice } from '../../../../platform/slices/slice.js';
import { LogOutHandler } from './log-out.handler.js';
import { LogOutResolver } from './log-out.resolver.js';
import { LogOutRestController } from './log-out.rest.controller.js';

export const logOut = slice({ controllers: [LogOutRestController], providers: [LogOutHandler, LogOutResolver] });
