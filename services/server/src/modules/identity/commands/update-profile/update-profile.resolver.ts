import { CommandBus } from '@nestjs/cqrs';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseWith, profileInput, requireFields } from '../../domain/identity.inputs.js';
import { ProfileUpdateInput, toUser, UserType } from '../../identity.graphql-types.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { UpdateProfileCommand } from './update-profile.command.js';

@Resolver()
export class UpdateProfileResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => UserType, {
    description:
      'Profile fields; the photo is uploaded with REST update-user (multipart). A different email does not change at once: ' +
      "a 6-digit code is mailed to it (the answer's pendingEmail) and verifyEmailChange switches it",
  })
  async updateProfile(@Args('input') i: ProfileUpdateInput, @CurrentUser() me: AuthUser): Promise<UserType> {
    const input = parseWith(profileInput, requireFields({ ...i }, ['email', 'fullName', 'gender', 'dob'], IDENTITY_MESSAGES.required));
    return toUser((await this.commands.execute(new UpdateProfileCommand(me.userId, input))).user);
  }
}
