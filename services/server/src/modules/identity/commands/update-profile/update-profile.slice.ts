import { slice } from '../../../../platform/slices/slice.js';
import { UpdateProfileHandler } from './update-profile.handler.js';
import { UpdateProfileResolver } from './update-profile.resolver.js';
import { UpdateProfileRestController } from './update-profile.rest.controller.js';

export const updateProfile = slice({
  controllers: [UpdateProfileRestController],
  providers: [UpdateProfileHandler, UpdateProfileResolver],
});
