/** Membership's public face: what other contexts may use. */
export { MembershipModule } from './membership.module.js';
export { MembershipService, type UserPlan } from './membership.service.js';
export { GetUserPlanQuery } from './get-user-plan/get-user-plan.query.js';
