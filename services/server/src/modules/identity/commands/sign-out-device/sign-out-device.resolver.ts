import { CommandBus } from '@nestjs/cqrs';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { LoginDeviceType, toDevice } from '../../identity.graphql-types.js';
import { SignOutDeviceCommand } from './sign-out-device.command.js';

@Resolver()
export class SignOutDeviceResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => [LoginDeviceType], { description: 'Signs one of my devices out; answers the devices left' })
  async signOutDevice(@Args('deviceId', { type: () => ID }) deviceId: string, @CurrentUser() me: AuthUser): Promise<LoginDeviceType[]> {
    return (await this.commands.execute(new SignOutDeviceCommand(me.userId, String(deviceId).slice(0, 64)))).map(toDevice(me));
  }
}
