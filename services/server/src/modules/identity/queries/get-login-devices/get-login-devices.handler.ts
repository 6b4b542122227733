import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SessionsService, type LoginDevice } from '../../sessions.service.js';
import { GetLoginDevicesQuery } from './get-login-devices.query.js';

@QueryHandler(GetLoginDevicesQuery)
export class GetLoginDevicesHandler implements IQueryHandler<GetLoginDevicesQuery> {
  constructor(private readonly sessions: SessionsService) {}

  execute({ userId }: GetLoginDevicesQuery): Promise<LoginDevice[]> {
    return this.sessions.devices(userId);
  }
}
