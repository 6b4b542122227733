import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MembershipService, type UserPlan } from '../membership.service.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';

@QueryHandler(GetUserPlanQuery)
export class GetUserPlanHandler implements IQueryHandler<GetUserPlanQuery> {
  constructor(private readonly membership: MembershipService) {}

  execute({ userId }: GetUserPlanQuery): Promise<UserPlan | null> { return this.membership.userPlan(userId); }
}
