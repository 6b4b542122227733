import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { checkDeactivationReason } from '../../domain/identity.inputs.js';
import { MessagePayload } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { DeactivateAccountCommand } from './deactivate-account.command.js';

@Resolver()
export class DeactivateAccountResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => MessagePayload)
  async deactivateAccount(
    @Args('reason', { type: () => String, nullable: true }) reason: string | null,
    @CurrentUser() me: AuthUser,
  ): Promise<MessagePayload> {
    await this.commands.execute(new DeactivateAccountCommand(me.userId, checkDeactivationReason(reason)));
    return { success: true, message: IDENTITY_MESSAGES.deactivated };
  }
}
