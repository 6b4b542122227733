/** Membership's public face: what other contexts (and the CLI) may use. */
export { MembershipModule } from './membership.module.js';
export type { UserPlan } from './membership.read-model.js';
export type { MembershipEvent } from './membership.events.js';
export { MEMBERSHIP_STREAM_TYPE, membershipStreamId } from './membership.events.js';
export { membershipLedgerOf, type MembershipLedgerLine } from './membership.ledger.js';
// queries (asked of membership)
export { GetUserPlanQuery } from './queries/get-user-plan/get-user-plan.query.js';
export { HasVipAccessQuery } from './queries/has-vip-access/has-vip-access.query.js';
export { GetMembershipHistoryQuery, type MembershipHistory } from './queries/get-membership-history/get-membership-history.query.js';
// ports (asked by membership, answered by another context)
export { MemberContactQuery, type MemberContact } from './ports/member-contact.query.js';
