import { slice } from '../../../../platform/slices/slice.js';
import { GetSignedInUserHandler } from './get-signed-in-user.handler.js';
import { GetSignedInUserResolver } from './get-signed-in-user.resolver.js';

export const getSignedInUser = slice({ providers: [GetSignedInUserHandler, GetSignedInUserResolver] });
