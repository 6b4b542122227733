import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ComicBellResult } from '../../inbox.graphql-types.js';
import { INBOX_MESSAGES } from '../../inbox.messages.js';
import { ToggleComicBellCommand } from './toggle-comic-bell.command.js';

@Resolver()
export class ToggleComicBellResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => ComicBellResult, { description: "Toggles the comic's bell, or sets it when `on` is given" })
  async toggleComicBell(
    @CurrentUser() me: AuthUser,
    @Args('comicId', { type: () => ID }) comicId: string,
    @Args('on', { type: () => Boolean, nullable: true }) on?: boolean,
  ): Promise<ComicBellResult> {
    const r = await this.commands.execute(new ToggleComicBellCommand(me.userId, comicId, on ?? undefined));
    return { comicId: r.comicId, subscribed: r.subscribed, message: r.subscribed ? INBOX_MESSAGES.bellOn : INBOX_MESSAGES.bellOff };
  }
}
