/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Tag page sorts: most read, newest, title A–Z */
export type ComicSort =
  | 'NEWEST'
  | 'POPULAR'
  | 'TITLE';

/** Expected Expiration Dates tabs: All, Free Rental Passes, Bonus Coins, Points */
export type ExpirationTab =
  | 'all'
  | 'bonus'
  | 'point'
  | 'rental';

/** My Library filters (docs/product.md): Manga (own comics) or Vender (with a team assignment) */
export type LibraryFilter =
  | 'all'
  | 'manga'
  | 'vendor';

/** add-like-share: a like toggles, a share is recorded each time */
export type LikeShareType =
  | 'like'
  | 'share';

/** A browser's PushSubscription: its endpoint and keys (base64url), as toJSON() gives them */
export type PushSubscriptionInput = {
  /** keys.auth */
  auth: string;
  endpoint: string;
  /** keys.p256dh */
  p256dh: string;
};

/** Ranking tabs: All time, Week, Day */
export type RankingPeriod =
  | 'ALL'
  | 'DAY'
  | 'WEEK';

export type SettingsInput = {
  eventNotification?: boolean | null | undefined;
  freeNotification?: boolean | null | undefined;
  language?: string | null | undefined;
  subscribeNotification?: boolean | null | undefined;
};

/** Usage History tabs (docs/product.md): All, Free Rental Passes, Coins, Bonus Coins */
export type UsageTab =
  | 'all'
  | 'bonus'
  | 'coin'
  | 'rental';

export type BalanceChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BalanceChangesSubscription = { balanceChanges: { coin: number, bonusCoin: number, point: number, freeRental: number } };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: { subscribed: boolean, devices: number, message: string } };

export type ComicEngagementQueryVariables = Exact<{
  comicId: string | number;
}>;


export type ComicEngagementQuery = { comicEngagement: { comicId: string, likeCount: number, shareCount: number, liked: boolean, interest: boolean | null } };

export type LikeOrShareComicMutationVariables = Exact<{
  comicId: string | number;
  type: LikeShareType;
}>;


export type LikeOrShareComicMutation = { likeOrShareComic: { message: string, engagement: { comicId: string, likeCount: number, shareCount: number, liked: boolean, interest: boolean | null } } };

export type MarkInterestMutationVariables = Exact<{
  comicId: string | number;
  interest: boolean;
}>;


export type MarkInterestMutation = { markInterest: { message: string, engagement: { comicId: string, likeCount: number, shareCount: number, liked: boolean, interest: boolean | null } } };

export type ComicCardFragment = { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> };

export type AccountLanguageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountLanguageQuery = { userSetting: { id: string, language: string } };

export type SaveLanguageMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type SaveLanguageMutation = { updateUserSetting: { id: string, language: string } };

export type SignedInUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInUserQuery = { signedInUser: { id: string, fullName: string, email: string, photo: string | null, dob: string | null, gender: string | null } };

export type UserSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSettingQuery = { userSetting: { id: string, eventNotification: boolean, freeNotification: boolean, subscribeNotification: boolean, language: string } };

export type UpdateUserSettingMutationVariables = Exact<{
  input: SettingsInput;
}>;


export type UpdateUserSettingMutation = { updateUserSetting: { id: string, eventNotification: boolean, freeNotification: boolean, subscribeNotification: boolean, language: string } };

export type LoginDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginDevicesQuery = { loginDevices: Array<{ id: string, device: string, createdAt: string, current: boolean }> };

export type SignOutDeviceMutationVariables = Exact<{
  deviceId: string | number;
}>;


export type SignOutDeviceMutation = { signOutDevice: Array<{ id: string, device: string, createdAt: string, current: boolean }> };

export type ExpirationsQueryVariables = Exact<{
  tab: ExpirationTab;
  page: number;
}>;


export type ExpirationsQuery = { expirations: { total: number, page: number, pageSize: number, items: Array<{ id: string, kind: string, total: number, remaining: number, expiresAt: string, detail: string, episodeId: string | null }> } };

export type CoinPurchasesQueryVariables = Exact<{
  page: number;
}>;


export type CoinPurchasesQuery = { coinPurchases: { total: number, page: number, pageSize: number, items: Array<{ id: string, packName: string, coin: number, bonusCoin: number, point: number, createdAt: string }> } };

export type UsageHistoryQueryVariables = Exact<{
  tab: UsageTab;
  page: number;
}>;


export type UsageHistoryQuery = { usageHistory: { total: number, page: number, pageSize: number, items: Array<{ id: string, kind: string, action: string, amount: number, episodeId: string | null, comicId: string | null, detail: string, episodeCount: number | null, createdAt: string, comic: { id: string, slug: string, title: string } | null, episode: { id: string, episodeNumber: number, title: string } | null }> } };

export type RefundOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefundOptionsQuery = { refundOptions: { packs: Array<{ orderId: string, coin: number, bonusCoin: number, point: number, until: string }>, unlocks: Array<{ unlockId: string, comicId: string, until: string, coins: number, episodes: Array<{ episodeId: string, title: string, episodeNumber: number, price: number }> }> } };

export type RequestRefundMutationVariables = Exact<{
  orderId: string | number;
}>;


export type RequestRefundMutation = { requestRefund: { message: string, balance: { coin: number, bonusCoin: number, point: number, freeRental: number } } };

export type RequestWithdrawalMutationVariables = Exact<{
  unlockId: string | number;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { message: string, balance: { coin: number, bonusCoin: number, point: number, freeRental: number } } };

export type DeactivateMutationVariables = Exact<{
  reason?: string | null | undefined;
}>;


export type DeactivateMutation = { deactivateAccount: { success: boolean, message: string } };

export type CoinPacksQueryVariables = Exact<{ [key: string]: never; }>;


export type CoinPacksQuery = { coinPacks: Array<{ id: string, name: string, coin: number, bonusCoin: number, point: number, regularPrice: number, salePrice: number, currency: string }> };

export type ComicBellQueryVariables = Exact<{
  comicId: string | number;
}>;


export type ComicBellQuery = { comicBell: boolean };

export type ToggleComicBellMutationVariables = Exact<{
  comicId: string | number;
}>;


export type ToggleComicBellMutation = { toggleComicBell: { comicId: string, subscribed: boolean, message: string } };

export type CommentEpisodeQueryVariables = Exact<{
  slug: string;
  n: number;
}>;


export type CommentEpisodeQuery = { episode: { comments: number, episode: { id: string, comicId: string, episodeNumber: number, title: string } } };

export type EpisodeCommentsQueryVariables = Exact<{
  episodeId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type EpisodeCommentsQuery = { episodeComments: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, content: string, likeCount: number, createdAt: string, episodeNumber: number, own: boolean, liked: boolean, hidden: boolean, spoiler: boolean, author: { id: string, fullName: string, photo: string | null } } }> } };

export type MutesReportsAndLikesQueryVariables = Exact<{ [key: string]: never; }>;


export type MutesReportsAndLikesQuery = { mutesReportsAndLikes: { muteData: Array<{ muteUserId: string, user: { fullName: string } }>, reportData: Array<{ commentId: string, guiltyUser: string }> } };

export type AddCommentMutationVariables = Exact<{
  episodeId: string | number;
  content: string;
}>;


export type AddCommentMutation = { addComment: { message: string, comment: { id: string, content: string, likeCount: number, createdAt: string, episodeNumber: number, own: boolean, liked: boolean, hidden: boolean, spoiler: boolean, author: { id: string, fullName: string, photo: string | null } } } };

export type LikeCommentMutationVariables = Exact<{
  commentId: string | number;
  like?: boolean | null | undefined;
}>;


export type LikeCommentMutation = { likeComment: { message: string, commentId: string, liked: boolean, likeCount: number } };

export type MuteCommenterMutationVariables = Exact<{
  muteUserId: string | number;
  mute?: boolean | null | undefined;
}>;


export type MuteCommenterMutation = { muteCommenter: { message: string, muteUserId: string, muted: boolean } };

export type ReportCommentMutationVariables = Exact<{
  commentId: string | number;
  reason: string;
}>;


export type ReportCommentMutation = { reportComment: { message: string } };

export type DeleteCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type DeleteCommentMutation = { deleteComment: { message: string } };

export type NewCommentsSubscriptionVariables = Exact<{
  episodeId: string | number;
}>;


export type NewCommentsSubscription = { newComments: { id: string } };

export type GiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftsQuery = { gifts: Array<{ id: string, type: string, title: string, image: string, value: number, detail: string, expiryDate: string, episodeId: string | null, lastsDays: number }> };

export type GiftBoxQueryVariables = Exact<{ [key: string]: never; }>;


export type GiftBoxQuery = { giftBox: Array<{ giftId: string, type: string, title: string, value: number, total: number, spend: number, episodeId: string | null, expiresAt: string, claimedAt: string }> };

export type ClaimGiftMutationVariables = Exact<{
  giftId: string | number;
}>;


export type ClaimGiftMutation = { claimGift: { message: string, balance: { coin: number, bonusCoin: number, point: number, freeRental: number } } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { home: { genres: Array<string>, newReleases: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }>, freeEpisode: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }>, showcase: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type HomeRecentlyReadQueryVariables = Exact<{
  pageSize: number;
}>;


export type HomeRecentlyReadQuery = { libraryRecent: { items: Array<{ percentage: number, comic: { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> } }> } };

export type LibrarySubscribedQueryVariables = Exact<{
  page: number;
  pageSize: number;
  filter: LibraryFilter;
}>;


export type LibrarySubscribedQuery = { librarySubscribed: { total: number, page: number, pageSize: number, items: Array<{ latestEpisodeNumber: number | null, latestReleaseDate: string | null, comic: { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null } }> } };

export type LibraryRecentQueryVariables = Exact<{
  page: number;
  pageSize: number;
  filter: LibraryFilter;
}>;


export type LibraryRecentQuery = { libraryRecent: { total: number, page: number, pageSize: number, items: Array<{ id: string, episodeId: string, episodeNumber: number | null, percentage: number, completed: boolean, readAt: string, comic: { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null } }> } };

export type LibraryUnlockedQueryVariables = Exact<{
  page: number;
  pageSize: number;
  filter: LibraryFilter;
}>;


export type LibraryUnlockedQuery = { libraryUnlocked: { total: number, page: number, pageSize: number, items: Array<{ comic: { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null }, episodes: Array<{ episodeId: string }>, rentals: Array<{ episodeId: string, episodeNumber: number, expiresAt: string }> }> } };

export type DeleteReadingHistoryMutationVariables = Exact<{
  comicIds: Array<string | number> | string | number;
}>;


export type DeleteReadingHistoryMutation = { deleteReadingHistory: { message: string, remaining: number } };

export type DailyQueryVariables = Exact<{
  day: string;
  limit: number;
  offset: number;
}>;


export type DailyQuery = { dailyComics: { total: number, offset: number, limit: number, items: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type FreeQueryVariables = Exact<{
  genre?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type FreeQuery = { freeComics: { total: number, offset: number, limit: number, items: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type GenreQueryVariables = Exact<{
  genre?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type GenreQuery = { genreComics: { total: number, offset: number, limit: number, items: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type RankingQueryVariables = Exact<{
  period: RankingPeriod;
  limit: number;
  offset: number;
}>;


export type RankingQuery = { ranking: { total: number, offset: number, limit: number, items: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type TagQueryVariables = Exact<{
  tag: string;
  sort: ComicSort;
  reversed: boolean;
  limit: number;
  offset: number;
}>;


export type TagQuery = { tagComics: { total: number, offset: number, limit: number, items: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type TagNameQueryVariables = Exact<{
  tag: string;
}>;


export type TagNameQuery = { tagName: string };

export type GenresQueryVariables = Exact<{ [key: string]: never; }>;


export type GenresQuery = { genres: Array<string> };

export type NotificationBadgeSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationBadgeSubscription = { notificationBadge: { unread: number } };

export type InboxNotificationsQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type InboxNotificationsQuery = { inboxNotifications: { total: number, unread: number, page: number, pageSize: number, items: Array<{ id: string, kind: string, title: string, message: string, schedule: string, comicId: string | null, comicSlug: string | null, comicTitle: string | null, episodeId: string | null, episodeNumber: number | null, read: boolean, readAt: string | null }> } };

export type InboxNotificationQueryVariables = Exact<{
  id: string | number;
}>;


export type InboxNotificationQuery = { inboxNotification: { id: string, kind: string, title: string, message: string, schedule: string, comicId: string | null, comicSlug: string | null, comicTitle: string | null, episodeId: string | null, episodeNumber: number | null, read: boolean, readAt: string | null } };

export type MarkNotificationReadMutationVariables = Exact<{
  notificationId: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { message: string, changed: boolean, unread: number } };

export type UnreadCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadCountQuery = { unreadCount: number };

export type PushKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushKeyQuery = { pushKey: string };

export type SubscribePushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: { subscribed: boolean, devices: number, message: string } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ id: string, name: string, duration: number, basePrice: number, price: number, discountType: string, discountValue: number }> };

export type WriterQueryVariables = Exact<{
  writerName: string;
}>;


export type WriterQuery = { writerComics: { total: number, offset: number, limit: number, items: Array<{ description: string, id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ComicCardFragmentDoc = new TypedDocumentString(`
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}
    `, {"fragmentName":"ComicCard"}) as unknown as TypedDocumentString<ComicCardFragment, unknown>;
export const BalanceChangesDocument = new TypedDocumentString(`
    subscription BalanceChanges {
  balanceChanges {
    coin
    bonusCoin
    point
    freeRental
  }
}
    `) as unknown as TypedDocumentString<BalanceChangesSubscription, BalanceChangesSubscriptionVariables>;
export const UnsubscribePushDocument = new TypedDocumentString(`
    mutation UnsubscribePush($endpoint: String!) {
  unsubscribePush(endpoint: $endpoint) {
    subscribed
    devices
    message
  }
}
    `) as unknown as TypedDocumentString<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const ComicEngagementDocument = new TypedDocumentString(`
    query ComicEngagement($comicId: ID!) {
  comicEngagement(comicId: $comicId) {
    comicId
    likeCount
    shareCount
    liked
    interest
  }
}
    `) as unknown as TypedDocumentString<ComicEngagementQuery, ComicEngagementQueryVariables>;
export const LikeOrShareComicDocument = new TypedDocumentString(`
    mutation LikeOrShareComic($comicId: ID!, $type: LikeShareType!) {
  likeOrShareComic(comicId: $comicId, type: $type) {
    message
    engagement {
      comicId
      likeCount
      shareCount
      liked
      interest
    }
  }
}
    `) as unknown as TypedDocumentString<LikeOrShareComicMutation, LikeOrShareComicMutationVariables>;
export const MarkInterestDocument = new TypedDocumentString(`
    mutation MarkInterest($comicId: ID!, $interest: Boolean!) {
  markInterest(comicId: $comicId, interest: $interest) {
    message
    engagement {
      comicId
      likeCount
      shareCount
      liked
      interest
    }
  }
}
    `) as unknown as TypedDocumentString<MarkInterestMutation, MarkInterestMutationVariables>;
export const AccountLanguageDocument = new TypedDocumentString(`
    query AccountLanguage {
  userSetting {
    id
    language
  }
}
    `) as unknown as TypedDocumentString<AccountLanguageQuery, AccountLanguageQueryVariables>;
export const SaveLanguageDocument = new TypedDocumentString(`
    mutation SaveLanguage($input: SettingsInput!) {
  updateUserSetting(input: $input) {
    id
    language
  }
}
    `) as unknown as TypedDocumentString<SaveLanguageMutation, SaveLanguageMutationVariables>;
export const SignedInUserDocument = new TypedDocumentString(`
    query SignedInUser {
  signedInUser {
    id
    fullName
    email
    photo
    dob
    gender
  }
}
    `) as unknown as TypedDocumentString<SignedInUserQuery, SignedInUserQueryVariables>;
export const UserSettingDocument = new TypedDocumentString(`
    query UserSetting {
  userSetting {
    id
    eventNotification
    freeNotification
    subscribeNotification
    language
  }
}
    `) as unknown as TypedDocumentString<UserSettingQuery, UserSettingQueryVariables>;
export const UpdateUserSettingDocument = new TypedDocumentString(`
    mutation UpdateUserSetting($input: SettingsInput!) {
  updateUserSetting(input: $input) {
    id
    eventNotification
    freeNotification
    subscribeNotification
    language
  }
}
    `) as unknown as TypedDocumentString<UpdateUserSettingMutation, UpdateUserSettingMutationVariables>;
export const LoginDevicesDocument = new TypedDocumentString(`
    query LoginDevices {
  loginDevices {
    id
    device
    createdAt
    current
  }
}
    `) as unknown as TypedDocumentString<LoginDevicesQuery, LoginDevicesQueryVariables>;
export const SignOutDeviceDocument = new TypedDocumentString(`
    mutation SignOutDevice($deviceId: ID!) {
  signOutDevice(deviceId: $deviceId) {
    id
    device
    createdAt
    current
  }
}
    `) as unknown as TypedDocumentString<SignOutDeviceMutation, SignOutDeviceMutationVariables>;
export const ExpirationsDocument = new TypedDocumentString(`
    query Expirations($tab: ExpirationTab!, $page: Int!) {
  expirations(tab: $tab, page: $page) {
    total
    page
    pageSize
    items {
      id
      kind
      total
      remaining
      expiresAt
      detail
      episodeId
    }
  }
}
    `) as unknown as TypedDocumentString<ExpirationsQuery, ExpirationsQueryVariables>;
export const CoinPurchasesDocument = new TypedDocumentString(`
    query CoinPurchases($page: Int!) {
  coinPurchases(page: $page) {
    total
    page
    pageSize
    items {
      id
      packName
      coin
      bonusCoin
      point
      createdAt
    }
  }
}
    `) as unknown as TypedDocumentString<CoinPurchasesQuery, CoinPurchasesQueryVariables>;
export const UsageHistoryDocument = new TypedDocumentString(`
    query UsageHistory($tab: UsageTab!, $page: Int!) {
  usageHistory(tab: $tab, page: $page) {
    total
    page
    pageSize
    items {
      id
      kind
      action
      amount
      episodeId
      comicId
      detail
      episodeCount
      createdAt
      comic {
        id
        slug
        title
      }
      episode {
        id
        episodeNumber
        title
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UsageHistoryQuery, UsageHistoryQueryVariables>;
export const RefundOptionsDocument = new TypedDocumentString(`
    query RefundOptions {
  refundOptions {
    packs {
      orderId
      coin
      bonusCoin
      point
      until
    }
    unlocks {
      unlockId
      comicId
      until
      coins
      episodes {
        episodeId
        title
        episodeNumber
        price
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RefundOptionsQuery, RefundOptionsQueryVariables>;
export const RequestRefundDocument = new TypedDocumentString(`
    mutation RequestRefund($orderId: ID!) {
  requestRefund(orderId: $orderId) {
    message
    balance {
      coin
      bonusCoin
      point
      freeRental
    }
  }
}
    `) as unknown as TypedDocumentString<RequestRefundMutation, RequestRefundMutationVariables>;
export const RequestWithdrawalDocument = new TypedDocumentString(`
    mutation RequestWithdrawal($unlockId: ID!) {
  requestWithdrawal(unlockId: $unlockId) {
    message
    balance {
      coin
      bonusCoin
      point
      freeRental
    }
  }
}
    `) as unknown as TypedDocumentString<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const DeactivateDocument = new TypedDocumentString(`
    mutation Deactivate($reason: String) {
  deactivateAccount(reason: $reason) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeactivateMutation, DeactivateMutationVariables>;
export const CoinPacksDocument = new TypedDocumentString(`
    query CoinPacks {
  coinPacks {
    id
    name
    coin
    bonusCoin
    point
    regularPrice
    salePrice
    currency
  }
}
    `) as unknown as TypedDocumentString<CoinPacksQuery, CoinPacksQueryVariables>;
export const ComicBellDocument = new TypedDocumentString(`
    query ComicBell($comicId: ID!) {
  comicBell(comicId: $comicId)
}
    `) as unknown as TypedDocumentString<ComicBellQuery, ComicBellQueryVariables>;
export const ToggleComicBellDocument = new TypedDocumentString(`
    mutation ToggleComicBell($comicId: ID!) {
  toggleComicBell(comicId: $comicId) {
    comicId
    subscribed
    message
  }
}
    `) as unknown as TypedDocumentString<ToggleComicBellMutation, ToggleComicBellMutationVariables>;
export const CommentEpisodeDocument = new TypedDocumentString(`
    query CommentEpisode($slug: String!, $n: Int!) {
  episode(comicSlug: $slug, episodeNumber: $n) {
    episode {
      id
      comicId
      episodeNumber
      title
    }
    comments
  }
}
    `) as unknown as TypedDocumentString<CommentEpisodeQuery, CommentEpisodeQueryVariables>;
export const EpisodeCommentsDocument = new TypedDocumentString(`
    query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {
  episodeComments(episodeId: $episodeId, first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      cursor
      node {
        id
        content
        likeCount
        createdAt
        episodeNumber
        own
        liked
        hidden
        spoiler
        author {
          id
          fullName
          photo
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EpisodeCommentsQuery, EpisodeCommentsQueryVariables>;
export const MutesReportsAndLikesDocument = new TypedDocumentString(`
    query MutesReportsAndLikes {
  mutesReportsAndLikes {
    muteData {
      muteUserId
      user {
        fullName
      }
    }
    reportData {
      commentId
      guiltyUser
    }
  }
}
    `) as unknown as TypedDocumentString<MutesReportsAndLikesQuery, MutesReportsAndLikesQueryVariables>;
export const AddCommentDocument = new TypedDocumentString(`
    mutation AddComment($episodeId: ID!, $content: String!) {
  addComment(episodeId: $episodeId, content: $content) {
    message
    comment {
      id
      content
      likeCount
      createdAt
      episodeNumber
      own
      liked
      hidden
      spoiler
      author {
        id
        fullName
        photo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AddCommentMutation, AddCommentMutationVariables>;
export const LikeCommentDocument = new TypedDocumentString(`
    mutation LikeComment($commentId: ID!, $like: Boolean) {
  likeComment(commentId: $commentId, like: $like) {
    message
    commentId
    liked
    likeCount
  }
}
    `) as unknown as TypedDocumentString<LikeCommentMutation, LikeCommentMutationVariables>;
export const MuteCommenterDocument = new TypedDocumentString(`
    mutation MuteCommenter($muteUserId: ID!, $mute: Boolean) {
  muteCommenter(muteUserId: $muteUserId, mute: $mute) {
    message
    muteUserId
    muted
  }
}
    `) as unknown as TypedDocumentString<MuteCommenterMutation, MuteCommenterMutationVariables>;
export const ReportCommentDocument = new TypedDocumentString(`
    mutation ReportComment($commentId: ID!, $reason: String!) {
  reportComment(commentId: $commentId, reason: $reason) {
    message
  }
}
    `) as unknown as TypedDocumentString<ReportCommentMutation, ReportCommentMutationVariables>;
export const DeleteCommentDocument = new TypedDocumentString(`
    mutation DeleteComment($commentId: ID!) {
  deleteComment(commentId: $commentId) {
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const NewCommentsDocument = new TypedDocumentString(`
    subscription NewComments($episodeId: ID!) {
  newComments(episodeId: $episodeId) {
    id
  }
}
    `) as unknown as TypedDocumentString<NewCommentsSubscription, NewCommentsSubscriptionVariables>;
export const GiftsDocument = new TypedDocumentString(`
    query Gifts {
  gifts {
    id
    type
    title
    image
    value
    detail
    expiryDate
    episodeId
    lastsDays
  }
}
    `) as unknown as TypedDocumentString<GiftsQuery, GiftsQueryVariables>;
export const GiftBoxDocument = new TypedDocumentString(`
    query GiftBox {
  giftBox {
    giftId
    type
    title
    value
    total
    spend
    episodeId
    expiresAt
    claimedAt
  }
}
    `) as unknown as TypedDocumentString<GiftBoxQuery, GiftBoxQueryVariables>;
export const ClaimGiftDocument = new TypedDocumentString(`
    mutation ClaimGift($giftId: ID!) {
  claimGift(giftId: $giftId) {
    message
    balance {
      coin
      bonusCoin
      point
      freeRental
    }
  }
}
    `) as unknown as TypedDocumentString<ClaimGiftMutation, ClaimGiftMutationVariables>;
export const HomeDocument = new TypedDocumentString(`
    query Home {
  home {
    newReleases {
      ...ComicCard
    }
    freeEpisode {
      ...ComicCard
    }
    showcase {
      ...ComicCard
    }
    genres
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<HomeQuery, HomeQueryVariables>;
export const HomeRecentlyReadDocument = new TypedDocumentString(`
    query HomeRecentlyRead($pageSize: Int!) {
  libraryRecent(page: 1, pageSize: $pageSize, filter: all) {
    items {
      comic {
        ...ComicCard
      }
      percentage
    }
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<HomeRecentlyReadQuery, HomeRecentlyReadQueryVariables>;
export const LibrarySubscribedDocument = new TypedDocumentString(`
    query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
  librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {
    total
    page
    pageSize
    items {
      comic {
        id
        slug
        title
        genre
        thumbnail
        coverImage
        teamAssignment
      }
      latestEpisodeNumber
      latestReleaseDate
    }
  }
}
    `) as unknown as TypedDocumentString<LibrarySubscribedQuery, LibrarySubscribedQueryVariables>;
export const LibraryRecentDocument = new TypedDocumentString(`
    query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
  libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {
    total
    page
    pageSize
    items {
      id
      comic {
        id
        slug
        title
        genre
        thumbnail
        coverImage
        teamAssignment
      }
      episodeId
      episodeNumber
      percentage
      completed
      readAt
    }
  }
}
    `) as unknown as TypedDocumentString<LibraryRecentQuery, LibraryRecentQueryVariables>;
export const LibraryUnlockedDocument = new TypedDocumentString(`
    query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
  libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {
    total
    page
    pageSize
    items {
      comic {
        id
        slug
        title
        genre
        thumbnail
        coverImage
        teamAssignment
      }
      episodes {
        episodeId
      }
      rentals {
        episodeId
        episodeNumber
        expiresAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LibraryUnlockedQuery, LibraryUnlockedQueryVariables>;
export const DeleteReadingHistoryDocument = new TypedDocumentString(`
    mutation DeleteReadingHistory($comicIds: [ID!]!) {
  deleteReadingHistory(comicIds: $comicIds) {
    message
    remaining
  }
}
    `) as unknown as TypedDocumentString<DeleteReadingHistoryMutation, DeleteReadingHistoryMutationVariables>;
export const DailyDocument = new TypedDocumentString(`
    query Daily($day: String!, $limit: Int!, $offset: Int!) {
  dailyComics(day: $day, limit: $limit, offset: $offset) {
    items {
      ...ComicCard
    }
    total
    offset
    limit
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<DailyQuery, DailyQueryVariables>;
export const FreeDocument = new TypedDocumentString(`
    query Free($genre: String, $limit: Int!, $offset: Int!) {
  freeComics(genre: $genre, limit: $limit, offset: $offset) {
    items {
      ...ComicCard
    }
    total
    offset
    limit
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<FreeQuery, FreeQueryVariables>;
export const GenreDocument = new TypedDocumentString(`
    query Genre($genre: String, $limit: Int!, $offset: Int!) {
  genreComics(genre: $genre, limit: $limit, offset: $offset) {
    items {
      ...ComicCard
    }
    total
    offset
    limit
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<GenreQuery, GenreQueryVariables>;
export const RankingDocument = new TypedDocumentString(`
    query Ranking($period: RankingPeriod!, $limit: Int!, $offset: Int!) {
  ranking(period: $period, limit: $limit, offset: $offset) {
    items {
      ...ComicCard
    }
    total
    offset
    limit
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<RankingQuery, RankingQueryVariables>;
export const TagDocument = new TypedDocumentString(`
    query Tag($tag: String!, $sort: ComicSort!, $reversed: Boolean!, $limit: Int!, $offset: Int!) {
  tagComics(
    tag: $tag
    sort: $sort
    reversed: $reversed
    limit: $limit
    offset: $offset
  ) {
    items {
      ...ComicCard
    }
    total
    offset
    limit
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<TagQuery, TagQueryVariables>;
export const TagNameDocument = new TypedDocumentString(`
    query TagName($tag: String!) {
  tagName(tag: $tag)
}
    `) as unknown as TypedDocumentString<TagNameQuery, TagNameQueryVariables>;
export const GenresDocument = new TypedDocumentString(`
    query Genres {
  genres
}
    `) as unknown as TypedDocumentString<GenresQuery, GenresQueryVariables>;
export const NotificationBadgeDocument = new TypedDocumentString(`
    subscription NotificationBadge {
  notificationBadge {
    unread
  }
}
    `) as unknown as TypedDocumentString<NotificationBadgeSubscription, NotificationBadgeSubscriptionVariables>;
export const InboxNotificationsDocument = new TypedDocumentString(`
    query InboxNotifications($page: Int!, $pageSize: Int!) {
  inboxNotifications(page: $page, pageSize: $pageSize) {
    total
    unread
    page
    pageSize
    items {
      id
      kind
      title
      message
      schedule
      comicId
      comicSlug
      comicTitle
      episodeId
      episodeNumber
      read
      readAt
    }
  }
}
    `) as unknown as TypedDocumentString<InboxNotificationsQuery, InboxNotificationsQueryVariables>;
export const InboxNotificationDocument = new TypedDocumentString(`
    query InboxNotification($id: ID!) {
  inboxNotification(id: $id) {
    id
    kind
    title
    message
    schedule
    comicId
    comicSlug
    comicTitle
    episodeId
    episodeNumber
    read
    readAt
  }
}
    `) as unknown as TypedDocumentString<InboxNotificationQuery, InboxNotificationQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($notificationId: ID!) {
  markNotificationRead(notificationId: $notificationId) {
    message
    changed
    unread
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const UnreadCountDocument = new TypedDocumentString(`
    query UnreadCount {
  unreadCount
}
    `) as unknown as TypedDocumentString<UnreadCountQuery, UnreadCountQueryVariables>;
export const PushKeyDocument = new TypedDocumentString(`
    query PushKey {
  pushKey
}
    `) as unknown as TypedDocumentString<PushKeyQuery, PushKeyQueryVariables>;
export const SubscribePushDocument = new TypedDocumentString(`
    mutation SubscribePush($input: PushSubscriptionInput!) {
  subscribePush(input: $input) {
    subscribed
    devices
    message
  }
}
    `) as unknown as TypedDocumentString<SubscribePushMutation, SubscribePushMutationVariables>;
export const PlansDocument = new TypedDocumentString(`
    query Plans {
  plans {
    id
    name
    duration
    basePrice
    price
    discountType
    discountValue
  }
}
    `) as unknown as TypedDocumentString<PlansQuery, PlansQueryVariables>;
export const WriterDocument = new TypedDocumentString(`
    query Writer($writerName: String!) {
  writerComics(writerName: $writerName, limit: 100) {
    items {
      ...ComicCard
      description
    }
    total
    offset
    limit
  }
}
    fragment ComicCard on Comic {
  id
  slug
  title
  genre
  thumbnail
  coverImage
  thumbnailWidths {
    image
    width
  }
  teamAssignment
  freeEpisodeCount
}`) as unknown as TypedDocumentString<WriterQuery, WriterQueryVariables>;