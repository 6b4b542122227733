import { slice } from '../../../../platform/slices/slice.js';
import { UpdateUserSettingHandler } from './update-user-setting.handler.js';
import { UpdateUserSettingResolver } from './update-user-setting.resolver.js';
import { UpdateUserSettingRestController } from './update-user-setting.rest.controller.js';

export const updateUserSetting = slice({
  controllers: [UpdateUserSettingRestController],
  providers: [UpdateUserSettingHandler, UpdateUserSettingResolver],
});
