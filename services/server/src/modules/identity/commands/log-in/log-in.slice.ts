import { slice } from '../../../../platform/slices/slice.js';
import { LogInHandler } from './log-in.handler.js';
import { LogInResolver } from './log-in.resolver.js';
import { LogInRestController } from './log-in.rest.controller.js';

export const logIn = slice({ controllers: [LogInRestController], providers: [LogInHandler, LogInResolver] });
