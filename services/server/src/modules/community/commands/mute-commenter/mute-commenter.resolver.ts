import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { MuteResult } from '../../community.graphql-types.js';
import { COMMUNITY_MESSAGES } from '../../community.messages.js';
import { MuteCommenterCommand } from './mute-commenter.command.js';

@Resolver()
export class MuteCommenterResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => MuteResult, { description: '`mute` sets it; left out, it toggles (REST add-mute-data)' })
  async muteCommenter(
    @CurrentUser() me: AuthUser,
    @Args('muteUserId', { type: () => ID }) muteUserId: string,
    @Args('mute', { type: () => Boolean, nullable: true }) mute: boolean | null,
  ): Promise<MuteResult> {
    const r = await this.commands.execute(new MuteCommenterCommand(me.userId, muteUserId, mute ?? undefined));
    return { message: r.muted ? COMMUNITY_MESSAGES.userMuted : COMMUNITY_MESSAGES.userUnmuted, ...r };
  }
}
