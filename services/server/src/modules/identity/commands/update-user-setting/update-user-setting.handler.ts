import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountsService, type UserSettingView } from '../../accounts.service.js';
import { UpdateUserSettingCommand } from './update-user-setting.command.js';

@CommandHandler(UpdateUserSettingCommand)
export class UpdateUserSettingHandler implements ICommandHandler<UpdateUserSettingCommand> {
  constructor(private readonly accounts: AccountsService) {}

  execute({ userId, settingId, patch }: UpdateUserSettingCommand): Promise<UserSettingView> {
    return this.accounts.updateSettings(userId, settingId, patch);
  }
}
