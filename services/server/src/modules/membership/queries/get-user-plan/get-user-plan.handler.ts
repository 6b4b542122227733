import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups } from '../../../catalog/index.js';
import { MembershipReadModel, type UserPlan } from '../../membership.read-model.js';
import { GetUserPlanQuery } from './get-user-plan.query.js';

@QueryHandler(GetUserPlanQuery)
export class GetUserPlanHandler implements IQueryHandler<GetUserPlanQuery> {
  constructor(
    private readonly readModel: MembershipReadModel,
    private readonly catalog: CatalogLookups,
  ) {}

  async execute({ userId, lang }: GetUserPlanQuery): Promise<UserPlan | null> {
    const plan = await this.readModel.userPlan(userId);
    if (!plan || !lang) return plan;
    const name = (await this.catalog.itemNames({ plans: [plan.planId.id] }, lang)).plans.get(String(plan.planId.id).toLowerCase());
    return name ? { ...plan, planId: { ...plan.planId, name } } : plan;
  }
}
