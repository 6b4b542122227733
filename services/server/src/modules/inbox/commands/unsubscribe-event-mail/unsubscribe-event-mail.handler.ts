import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid } from '../../../catalog/index.js';
import { UpdateUserSettingCommand } from '../../../identity/index.js';
import { BadUnsubscribeLinkError } from '../../inbox.errors.js';
import { UnsubscribeLink } from '../../unsubscribe-link.js';
import { UnsubscribeEventMailCommand } from './unsubscribe-event-mail.command.js';

/** Only the link mailed to that reader works (an HMAC of the id); it changes nothing else. */
@CommandHandler(UnsubscribeEventMailCommand)
export class UnsubscribeEventMailHandler implements ICommandHandler<UnsubscribeEventMailCommand> {
  constructor(
    private readonly links: UnsubscribeLink,
    private readonly commands: CommandBus,
  ) {}

  async execute({ userId, token }: UnsubscribeEventMailCommand): Promise<void> {
    if (!isUuid(userId) || !(await this.links.verify(userId.toLowerCase(), token))) throw new BadUnsubscribeLinkError();
    await this.commands.execute(new UpdateUserSettingCommand(userId.toLowerCase(), undefined, { eventNotification: false }));
  }
}
