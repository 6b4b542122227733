import { slice } from '../../../../platform/slices/slice.js';
import { FindUserHandler } from './find-user.handler.js';

export const findUser = slice({ providers: [FindUserHandler] });
