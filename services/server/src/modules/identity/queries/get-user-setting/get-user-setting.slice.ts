import { slice } from '../../../../platform/slices/slice.js';
import { GetUserSettingHandler } from './get-user-setting.handler.js';
import { GetUserSettingResolver } from './get-user-setting.resolver.js';
import { GetUserSettingRestController } from './get-user-setting.rest.controller.js';

export const getUserSetting = slice({
  controllers: [GetUserSettingRestController],
  providers: [GetUserSettingHandler, GetUserSettingResolver],
});
