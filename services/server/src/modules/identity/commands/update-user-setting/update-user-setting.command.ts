import { Command } from '@nestjs/cqrs';
import type { SettingsPatch, UserSettingView } from '../../accounts.service.js';

/** Changes the given settings; `settingId`, when sent, must be the user's own setting. */
export class UpdateUserSettingCommand extends Command<UserSettingView> {
  constructor(
    readonly userId: string,
    readonly settingId: string | undefined,
    readonly patch: SettingsPatch,
  ) {
    super();
  }
}
