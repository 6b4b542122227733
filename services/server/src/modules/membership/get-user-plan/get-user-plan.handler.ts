import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MembershipReadModel, type UserPlan } from '../membership.read-model.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';

@QueryHandler(GetUserPlanQuery)
export class GetUserPlanHandler implements IQueryHandler<GetUserPlanQuery> {
  constructor(private readonly readModel: MembershipReadModel) {}

  execute({ userId }: GetUserPlanQuery): Promise<UserPlan | null> { return this.readModel.userPlan(userId); }
}
