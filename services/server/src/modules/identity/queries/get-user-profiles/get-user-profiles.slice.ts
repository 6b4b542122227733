import { slice } from '../../../../platform/slices/slice.js';
import { GetUserProfilesHandler } from './get-user-profiles.handler.js';

export const getUserProfiles = slice({ providers: [GetUserProfilesHandler] });
