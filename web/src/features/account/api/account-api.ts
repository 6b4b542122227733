// The account page's server calls. GraphQL (identity, wallet and membership): signedInUser,
// userSetting, updateUserSetting, changePassword, verifyEmailChange, resendEmailChangeCode,
// loginDevices, signOutDevice, userPlan and its pauseOrResumePlan, cancelPlan and resumePlan,
// expirations, coinPurchases, usageHistory, refundOptions, requestRefund, requestWithdrawal,
// deactivateAccount. REST for the one step GraphQL cannot carry: update-user (the profile with a
// multipart photo upload). GraphQL types are generated from the schema (src/gql).
import { graphql } from '../../../gql/index.js';
import type { MembershipPlanFragment, SignedInUserQuery, UserSettingQuery } from '../../../gql/graphql.js';
import { rest } from '../../../lib/rest.js';

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

/** Account page password change (docs/product.md): signs every device out. */
export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($password: String!, $confirmPassword: String!) { changePassword(password: $password, confirmPassword: $confirmPassword) { success message } }
`);

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
export const VERIFY_EMAIL_CHANGE = graphql(`
  mutation VerifyEmailChange($code: String!) { verifyEmailChange(code: $code) { id email pendingEmail } }
`);
export const RESEND_EMAIL_CHANGE = graphql(`mutation ResendEmailChange { resendEmailChangeCode { success message } }`);

/** The lifecycle states of a plan (docs/money-rules.md, Membership); `expired`: billing date just passed, renewal not yet run. */
export type PlanStatus = 'active' | 'paused' | 'pending_cancellation' | 'on_hold' | 'ended' | 'expired';
export type PlanChange = 'paused' | 'resumed' | 'cancellation_requested' | 'cancellation_withdrawn' | 'ended';
export type UserPlan = MembershipPlanFragment;

export const MembershipPlanFields = graphql(`
  fragment MembershipPlan on UserPlan {
    id planId name status price currency startDate endDate isPause pausedAt autoResumeAt cancelAt
    hold { since retryDates attemptsMade }
  }
`);

/** The membership table (docs/product.md Manage VIP Membership): the plan named in the reader's language, or null. */
export const MEMBERSHIP = graphql(`query Membership { userPlan { ...MembershipPlan } }`);

/** Membership changes (docs/product.md pause-or-resume, cancel-plan, resume-plan): each answers the change and the plan after it. */
export const PAUSE_OR_RESUME_PLAN = graphql(`
  mutation PauseOrResumePlan($planId: ID!) { pauseOrResumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }
`);
export const CANCEL_PLAN = graphql(`
  mutation CancelPlan($planId: ID!) { cancelPlan(planId: $planId) { change userPlan { ...MembershipPlan } } }
`);
export const RESUME_PLAN = graphql(`
  mutation ResumePlan($planId: ID!) { resumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }
`);

/** docs/product.md deactivation reasons, exactly as the server expects them. */
export const DEACTIVATION_REASONS = [
  'Difficult to use and too many errors',
  'Like other sites better',
  'Dont use site often',
  'Dont like the contents',
  'Other',
] as const;
