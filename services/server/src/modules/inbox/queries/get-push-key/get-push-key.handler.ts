import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { VapidKeys } from '../../web-push/vapid-keys.js';
import { GetPushKeyQuery } from './get-push-key.query.js';

@QueryHandler(GetPushKeyQuery)
export class GetPushKeyHandler implements IQueryHandler<GetPushKeyQuery> {
  constructor(private readonly vapid: VapidKeys) {}

  async execute(): Promise<{ publicKey: string }> {
    return { publicKey: (await this.vapid.get()).publicKey };
  }
}
