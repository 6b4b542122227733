// The account page's server calls. GraphQL (identity and wallet): signedInUser, userSetting,
// updateUserSetting, loginDevices, expirations, coinPurchases, usageHistory, refundOptions,
// requestRefund, requestWithdrawal, deactivateAccount. REST
// where the spec's call is the natural fit: change-password (with confirm_password), update-user
// (multipart photo upload), verify-email-change / resend-email-change (a new email's code),
// get-user-plan-data (the membership table) and its pause-or-resume, cancel-plan and resume-plan.
// GraphQL types are generated from the schema (src/gql).
import { graphql } from '../../../gql/index.js';
import type { SignedInUserQuery, UserSettingQuery } from '../../../gql/graphql.js';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';

export type SignedInUser = SignedInUserQuery['signedInUser'];
export type Settings = UserSettingQuery['userSetting'];

export const SIGNED_IN_USER = graphql(`query SignedInUser { signedInUser { id fullName email photo dob gender } }`);
export const USER_SETTING = graphql(
  `query UserSetting { userSetting { id eventNotification freeNotification subscribeNotification language } }`,
);
export const UPDATE_USER_SETTING = graphql(`
  mutation UpdateUserSetting($input: SettingsInput!) { updateUserSetting(input: $input) { id eventNotification freeNotification subscribeNotification language } }
`);
export const LOGIN_DEVICES = graphql(`query LoginDevices { loginDevices { id device createdAt current } }`);
export const SIGN_OUT_DEVICE = graphql(
  `mutation SignOutDevice($deviceId: ID!) { signOutDevice(deviceId: $deviceId) { id device createdAt current } }`,
);
export const EXPIRATIONS = graphql(`
  query Expirations($tab: ExpirationTab!, $page: Int!) { expirations(tab: $tab, page: $page) { total page pageSize items { id kind total remaining expiresAt detail episodeId } } }
`);
export const COIN_PURCHASES = graphql(`
  query CoinPurchases($page: Int!) { coinPurchases(page: $page) { total page pageSize items { id packName coin bonusCoin point createdAt } } }
`);
export const USAGE_HISTORY = graphql(`
  query UsageHistory($tab: UsageTab!, $page: Int!) {
    usageHistory(tab: $tab, page: $page) {
      total page pageSize
      items { id kind action amount episodeId comicId detail episodeCount createdAt comic { id slug title } episode { id episodeNumber title } }
    }
  }
`);
/** What the reader may ask back now: packs to refund (Coin Purchase History), unlock-alls to withdraw (Usage History). */
export const REFUND_OPTIONS = graphql(`
  query RefundOptions { refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId comicId until coins episodes { episodeId title episodeNumber price } } } }
`);
export const REQUEST_REFUND = graphql(`
  mutation RequestRefund($orderId: ID!) { requestRefund(orderId: $orderId) { message balance { coin bonusCoin point freeRental } } }
`);
export const REQUEST_WITHDRAWAL = graphql(`
  mutation RequestWithdrawal($unlockId: ID!) { requestWithdrawal(unlockId: $unlockId) { message balance { coin bonusCoin point freeRental } } }
`);
export const DEACTIVATE = graphql(`
  mutation Deactivate($reason: String) { deactivateAccount(reason: $reason) { success message } }
`);

/** Account page password change (docs/product.md, The REST calls change-password with confirm_password). */
export const changePassword = (userId: string, password: string, confirm: string) =>
  rest.POST('/api/change-password', { auth: true, body: { userId, password, confirm_password: confirm } });

/** Profile save with an optional photo (docs/product.md, The REST calls PUT update-user, multipart). */
export function updateUser(userId: string, fields: { fullName: string; email: string; gender: string; dob: string }, photo: File | null) {
  const form = new FormData();
  form.set('id', userId);
  form.set('fullName', fields.fullName);
  form.set('email', fields.email);
  form.set('gender', fields.gender);
  form.set('dob', fields.dob);
  if (photo) form.set('photo', photo);
  return rest.PUT('/api/update-user', { auth: true, body: form });
}

/** A new email waits for the 6-digit code mailed to it; this confirms it (the switch happens here). */
export const verifyEmailChange = (userId: string, otp: string) =>
  rest.POST('/api/verify-email-change', { auth: true, body: { userId, otp } });

export const resendEmailChange = (userId: string) => rest.POST('/api/resend-email-change', { auth: true, body: { userId } });

/** The lifecycle states of a plan (docs/money-rules.md, Membership); `expired`: billing date just passed, renewal not yet run. */
export type PlanStatus = 'active' | 'paused' | 'pending_cancellation' | 'on_hold' | 'ended' | 'expired';
export interface UserPlan {
  _id: string;
  status: PlanStatus;
  planId: { _id: string; name: string };
  price: number;
  currency?: 'usd' | 'mnt';
  startDate: string;
  endDate: string;
  isPause: boolean;
  pausedAt: string | null;
  autoResumeAt: string | null;
  cancelAt: string | null;
  hold: { since: string; retryDates: string[]; attemptsMade: number } | null;
}
export type PlanChange = 'paused' | 'resumed' | 'cancellation_requested' | 'cancellation_withdrawn' | 'ended';

type UserPlanData = Detailed<RestAnswer<'get', '/api/get-user-plan-data/{userId}'>, { userPlan: UserPlan | null }>;
export const fetchUserPlan = (userId: string) =>
  detailed<UserPlanData>(rest.GET('/api/get-user-plan-data/{userId}', { params: { path: { userId } }, auth: true }));

/** What each membership change answers (the three calls document the same fields). */
type PlanChangeAnswer = Detailed<RestAnswer<'get', '/api/pause-or-resume/{planId}'>, { change: PlanChange; userPlan: UserPlan }>;

/** Membership changes (docs/product.md, The REST calls pause-or-resume; cancel-plan and resume-plan): each answers the change and the plan after it. */
export const pauseOrResume = (planId: string) =>
  detailed<PlanChangeAnswer>(rest.GET('/api/pause-or-resume/{planId}', { params: { path: { planId } }, auth: true }));
export const cancelPlan = (planId: string) =>
  detailed<PlanChangeAnswer>(rest.POST('/api/cancel-plan/{planId}', { params: { path: { planId } }, auth: true }));
export const resumePlan = (planId: string) =>
  detailed<PlanChangeAnswer>(rest.POST('/api/resume-plan/{planId}', { params: { path: { planId } }, auth: true }));

/** docs/product.md deactivation reasons, exactly as the server expects them. */
export const DEACTIVATION_REASONS = [
  'Difficult to use and too many errors',
  'Like other sites better',
  'Dont use site often',
  'Dont like the contents',
  'Other',
] as const;
