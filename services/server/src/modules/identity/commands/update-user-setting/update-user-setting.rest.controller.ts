import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseWith, updateSettingInput } from '../../domain/identity.inputs.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { UpdateUserSettingCommand } from './update-user-setting.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

@Controller('api')
export class UpdateUserSettingRestController {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated(['userId'])
  @ApiKomaRoute({ summary: "Change the reader's settings", body: updateSettingInput, ok: { userSetting: 'object' } })
  @Post('update-user-setting')
  @HttpCode(200)
  async updateSetting(@Body() body: unknown, @CurrentUser() me: AuthUser) {
    const input = parseWith(updateSettingInput, body ?? {});
    const { id, userId: _u, ...patch } = input;
    const userSetting = await this.commands.execute(new UpdateUserSettingCommand(me.userId, id, patch));
    return { success: true, message: IDENTITY_MESSAGES.settingUpdated, userSetting };
  }
}
