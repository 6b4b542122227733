import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { LoginDeviceType, toDevice } from '../../identity.graphql-types.js';
import { GetLoginDevicesQuery } from './get-login-devices.query.js';

@Resolver()
export class GetLoginDevicesResolver {
  constructor(private readonly queries: QueryBus) {}

  @Authenticated([])
  @Query(() => [LoginDeviceType], { description: 'Devices with a live session (at most 5)' })
  async loginDevices(@CurrentUser() me: AuthUser): Promise<LoginDeviceType[]> {
    return (await this.queries.execute(new GetLoginDevicesQuery(me.userId))).map(toDevice(me));
  }
}
