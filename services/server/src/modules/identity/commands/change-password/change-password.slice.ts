import { slice } from '../../../../platform/slices/slice.js';
import { ChangePasswordHandler } from './change-password.handler.js';
import { ChangePasswordResolver } from './change-password.resolver.js';
import { ChangePasswordRestController } from './change-password.rest.controller.js';

export const changePassword = slice({
  controllers: [ChangePasswordRestController],
  providers: [ChangePasswordHandler, ChangePasswordResolver],
});
