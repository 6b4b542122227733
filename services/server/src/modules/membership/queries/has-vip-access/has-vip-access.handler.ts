import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MembershipReadModel } from '../../membership.read-model.js';
import { HasVipAccessQuery } from './has-vip-access.query.js';

@QueryHandler(HasVipAccessQuery)
export class HasVipAccessHandler implements IQueryHandler<HasVipAccessQuery> {
  constructor(private readonly readModel: MembershipReadModel) {}

  execute({ userId }: HasVipAccessQuery): Promise<boolean> {
    return this.readModel.hasAccess(userId);
  }
}
