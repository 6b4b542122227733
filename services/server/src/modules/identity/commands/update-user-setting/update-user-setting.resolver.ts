import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseWith, updateSettingInput } from '../../domain/identity.inputs.js';
import { SettingsInput, toSetting, UserSettingType } from '../../identity.graphql-types.js';
import { UpdateUserSettingCommand } from './update-user-setting.command.js';

@Resolver()
export class UpdateUserSettingResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => UserSettingType)
  async updateUserSetting(@Args('input') i: SettingsInput, @CurrentUser() me: AuthUser): Promise<UserSettingType> {
    const { id: _id, userId: _u, ...patch } = parseWith(updateSettingInput, { ...i });
    return toSetting(await this.commands.execute(new UpdateUserSettingCommand(me.userId, undefined, patch)));
  }
}
