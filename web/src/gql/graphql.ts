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

export type ContactLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactLinksQuery = { contactLinks: { facebook: string | null, instagram: string | null, linkedin: string | null, youtube: string | null, telegram: string | null, supportEmail: string } };

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { authProviders: { google: boolean } };

export type BalanceChangesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BalanceChangesSubscription = { balanceChanges: { coin: number, bonusCoin: number, point: number, freeRental: number } };

export type BannersQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersQuery = { banners: Array<{ id: string, page: string, image: string, url: string }> };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: { subscribed: boolean, devices: number, message: string } };

export type ComicEpisodeFieldsFragment = { id: string, title: string, episodeNumber: number, coverImage: string, monetization: string, coinPrice: number, releaseDate: string, createdAt: string };

export type ComicEpisodesPageQueryVariables = Exact<{
  comic: string;
  offset: number;
}>;


export type ComicEpisodesPageQuery = { comicDetail: { id: string, episodes: Array<{ id: string, title: string, episodeNumber: number, coverImage: string, monetization: string, coinPrice: number, releaseDate: string, createdAt: string }> } };

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

export type UserDataQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDataQuery = { signedInUser: { id: string, fullName: string, email: string, photo: string | null }, balance: { coin: number, bonusCoin: number, point: number, freeRental: number }, userPlan: { id: string, planId: string, name: string, status: string, endDate: string } | null, giftBox: Array<{ giftId: string, type: string, title: string, episodeId: string | null, expiresAt: string, spend: number }> };

export type PromoByNameQueryVariables = Exact<{
  name: string;
}>;


export type PromoByNameQuery = { promoByName: { id: string, name: string, discountType: string, amount: number, currency: string | null } };

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

export type ChangePasswordMutationVariables = Exact<{
  password: string;
  confirmPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string } };

export type VerifyEmailChangeMutationVariables = Exact<{
  code: string;
}>;


export type VerifyEmailChangeMutation = { verifyEmailChange: { id: string, email: string, pendingEmail: string | null } };

export type ResendEmailChangeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailChangeMutation = { resendEmailChangeCode: { success: boolean, message: string } };

export type MembershipPlanFragment = { id: string, planId: string, name: string, status: string, price: number, currency: string, startDate: string, endDate: string, isPause: boolean, pausedAt: string | null, autoResumeAt: string | null, cancelAt: string | null, hold: { since: string, retryDates: Array<string>, attemptsMade: number } | null };

export type MembershipQueryVariables = Exact<{ [key: string]: never; }>;


export type MembershipQuery = { userPlan: { id: string, planId: string, name: string, status: string, price: number, currency: string, startDate: string, endDate: string, isPause: boolean, pausedAt: string | null, autoResumeAt: string | null, cancelAt: string | null, hold: { since: string, retryDates: Array<string>, attemptsMade: number } | null } | null };

export type PauseOrResumePlanMutationVariables = Exact<{
  planId: string | number;
}>;


export type PauseOrResumePlanMutation = { pauseOrResumePlan: { change: string, userPlan: { id: string, planId: string, name: string, status: string, price: number, currency: string, startDate: string, endDate: string, isPause: boolean, pausedAt: string | null, autoResumeAt: string | null, cancelAt: string | null, hold: { since: string, retryDates: Array<string>, attemptsMade: number } | null } } };

export type CancelPlanMutationVariables = Exact<{
  planId: string | number;
}>;


export type CancelPlanMutation = { cancelPlan: { change: string, userPlan: { id: string, planId: string, name: string, status: string, price: number, currency: string, startDate: string, endDate: string, isPause: boolean, pausedAt: string | null, autoResumeAt: string | null, cancelAt: string | null, hold: { since: string, retryDates: Array<string>, attemptsMade: number } | null } } };

export type ResumePlanMutationVariables = Exact<{
  planId: string | number;
}>;


export type ResumePlanMutation = { resumePlan: { change: string, userPlan: { id: string, planId: string, name: string, status: string, price: number, currency: string, startDate: string, endDate: string, isPause: boolean, pausedAt: string | null, autoResumeAt: string | null, cancelAt: string | null, hold: { since: string, retryDates: Array<string>, attemptsMade: number } | null } } };

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

export type ComicDetailQueryVariables = Exact<{
  slug: string;
}>;


export type ComicDetailQuery = { comicDetail: { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, description: string, tags: Array<string>, writer: string, artist: string, feature: Array<string>, teamAssignment: string | null, totalRead: number, thumbnailWidths: Array<{ image: string, width: number }>, coverImageWidths: Array<{ image: string, width: number }>, episodes: Array<{ id: string, title: string, episodeNumber: number, coverImage: string, monetization: string, coinPrice: number, releaseDate: string, createdAt: string }> } };

export type ComicRentalGiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type ComicRentalGiftsQuery = { gifts: Array<{ id: string, type: string, episodeId: string | null }> };

export type ComicLastReadQueryVariables = Exact<{
  page: number;
}>;


export type ComicLastReadQuery = { libraryRecent: { total: number, items: Array<{ id: string, episodeId: string, comic: { id: string } }> } };

export type PurchaseEpisodeMutationVariables = Exact<{
  episodeId: string | number;
  coin?: number | null | undefined;
}>;


export type PurchaseEpisodeMutation = { purchaseEpisode: { message: string, balance: { coin: number, bonusCoin: number, point: number, freeRental: number } } };

export type UnlockAllMutationVariables = Exact<{
  comicId: string | number;
  coin?: number | null | undefined;
}>;


export type UnlockAllMutation = { unlockAll: { message: string, balance: { coin: number, bonusCoin: number, point: number, freeRental: number } } };

export type ComicUnlockedQueryVariables = Exact<{
  page: number;
}>;


export type ComicUnlockedQuery = { libraryUnlocked: { total: number, items: Array<{ comic: { id: string }, episodes: Array<{ episodeId: string }> }> } };

export type UseRentalPassMutationVariables = Exact<{
  episodeId: string | number;
}>;


export type UseRentalPassMutation = { openEpisode: { episodeId: string, passStarted: boolean, passEndsAt: string | null } };

export type LikedCommentFragment = { id: string, liked: boolean, likeCount: number };

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


export type MutesReportsAndLikesQuery = { mutesReportsAndLikes: { muteData: Array<{ muteUserId: string, user: { id: string, fullName: string } }>, reportData: Array<{ commentId: string, guiltyUser: string }> } };

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


export type HomeQuery = { home: { genres: Array<string>, slides: Array<{ id: string, image: string, url: string, imageWidths: Array<{ image: string, width: number }> }>, newReleases: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }>, freeEpisode: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }>, showcase: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type HomeRecentlyReadQueryVariables = Exact<{
  pageSize: number;
}>;


export type HomeRecentlyReadQuery = { libraryRecent: { items: Array<{ id: string, percentage: number, comic: { id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> } }> } };

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

export type ReaderEpisodeQueryVariables = Exact<{
  comicSlug: string;
  episodeNumber: number;
}>;


export type ReaderEpisodeQuery = { episode: { pagesExpireAt: string | null, progress: number | null, comments: number, episode: { comicId: string, id: string, title: string, episodeNumber: number, coverImage: string, monetization: string, coinPrice: number, releaseDate: string, createdAt: string, comic: { id: string, slug: string, title: string } | null }, access: { allowed: boolean, via: string | null, reason: string | null, message: string | null, giftId: string | null, price: number | null, passUsed: boolean | null, passEndsAt: string | null, needsOpen: boolean, needsConfirmation: boolean }, pages: Array<{ image: string, sequence: number }>, listEpisode: Array<{ id: string, title: string, episodeNumber: number, coverImage: string, monetization: string, coinPrice: number, releaseDate: string, createdAt: string }> } };

export type ReaderPageUrlsQueryVariables = Exact<{
  comicSlug: string;
  episodeNumber: number;
}>;


export type ReaderPageUrlsQuery = { episode: { pagesExpireAt: string | null, access: { allowed: boolean }, pages: Array<{ image: string, sequence: number }> } };

export type ReaderComicQueryVariables = Exact<{
  slug: string;
}>;


export type ReaderComicQuery = { comicDetail: { id: string } };

export type OpenEpisodeMutationVariables = Exact<{
  episodeId: string | number;
}>;


export type OpenEpisodeMutation = { openEpisode: { episodeId: string, passStarted: boolean, passEndsAt: string | null } };

export type PopularTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type PopularTagsQuery = { popularTags: Array<string> };

export type SearchComicsQueryVariables = Exact<{
  text: string;
  limit: number;
}>;


export type SearchComicsQuery = { searchComics: { items: Array<{ id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type HomeSlideQueryVariables = Exact<{
  id: string;
}>;


export type HomeSlideQuery = { homeSlide: { id: string, image: string, url: string, ckEditorData: string | null } };

export type FaqQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqQuery = { faq: Array<{ id: string, title: string, content: Array<{ question: string, answer: string }> }> };

export type StaticPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaticPagesQuery = { staticPages: Array<{ id: string, page: string, content: string }> };

export type AboutQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutQuery = { about: { banner: string, vision: string, visionText: string, content: Array<{ title: string, detail: string }> } | null };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ id: string, name: string, duration: number, basePrice: number, price: number, discountType: string, discountValue: number }> };

export type WriterQueryVariables = Exact<{
  writerName: string;
}>;


export type WriterQuery = { writerComics: { total: number, offset: number, limit: number, items: Array<{ description: string, id: string, slug: string, title: string, genre: string, thumbnail: string, coverImage: string, teamAssignment: string | null, freeEpisodeCount: number, thumbnailWidths: Array<{ image: string, width: number }> }> } };

export type GrantOfflineWindowMutationVariables = Exact<{
  episodeId: string | number;
}>;


export type GrantOfflineWindowMutation = { grantOfflineWindow: { token: string, pages: Array<{ sequence: number, image: string }> } };

export type OfflineKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type OfflineKeyQuery = { offlineKey: { alg: string, kid: string, jwk: { kty: string, crv: string, x: string, y: string } } };

export type SendOfflineProgressMutationVariables = Exact<{
  episodeId: string | number;
  comicId: string | number;
  readPercentage: number;
}>;


export type SendOfflineProgressMutation = { recordReadingProgress: { readPercentage: number } };

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
export const ComicEpisodeFieldsFragmentDoc = new TypedDocumentString(`
    fragment ComicEpisodeFields on Episode {
  id
  title
  episodeNumber
  coverImage
  monetization
  coinPrice
  releaseDate
  createdAt
}
    `, {"fragmentName":"ComicEpisodeFields"}) as unknown as TypedDocumentString<ComicEpisodeFieldsFragment, unknown>;
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
export const MembershipPlanFragmentDoc = new TypedDocumentString(`
    fragment MembershipPlan on UserPlan {
  id
  planId
  name
  status
  price
  currency
  startDate
  endDate
  isPause
  pausedAt
  autoResumeAt
  cancelAt
  hold {
    since
    retryDates
    attemptsMade
  }
}
    `, {"fragmentName":"MembershipPlan"}) as unknown as TypedDocumentString<MembershipPlanFragment, unknown>;
export const LikedCommentFragmentDoc = new TypedDocumentString(`
    fragment LikedComment on Comment {
  id
  liked
  likeCount
}
    `, {"fragmentName":"LikedComment"}) as unknown as TypedDocumentString<LikedCommentFragment, unknown>;
export const ContactLinksDocument = new TypedDocumentString(`
    query ContactLinks {
  contactLinks {
    facebook
    instagram
    linkedin
    youtube
    telegram
    supportEmail
  }
}
    `) as unknown as TypedDocumentString<ContactLinksQuery, ContactLinksQueryVariables>;
export const AuthProvidersDocument = new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    google
  }
}
    `) as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
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
export const BannersDocument = new TypedDocumentString(`
    query Banners {
  banners {
    id
    page
    image
    url
  }
}
    `) as unknown as TypedDocumentString<BannersQuery, BannersQueryVariables>;
export const UnsubscribePushDocument = new TypedDocumentString(`
    mutation UnsubscribePush($endpoint: String!) {
  unsubscribePush(endpoint: $endpoint) {
    subscribed
    devices
    message
  }
}
    `) as unknown as TypedDocumentString<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const ComicEpisodesPageDocument = new TypedDocumentString(`
    query ComicEpisodesPage($comic: String!, $offset: Int!) {
  comicDetail(slug: $comic) {
    id
    episodes(offset: $offset, limit: 100) {
      ...ComicEpisodeFields
    }
  }
}
    fragment ComicEpisodeFields on Episode {
  id
  title
  episodeNumber
  coverImage
  monetization
  coinPrice
  releaseDate
  createdAt
}`) as unknown as TypedDocumentString<ComicEpisodesPageQuery, ComicEpisodesPageQueryVariables>;
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
export const UserDataDocument = new TypedDocumentString(`
    query UserData {
  signedInUser {
    id
    fullName
    email
    photo
  }
  balance {
    coin
    bonusCoin
    point
    freeRental
  }
  userPlan {
    id
    planId
    name
    status
    endDate
  }
  giftBox {
    giftId
    type
    title
    episodeId
    expiresAt
    spend
  }
}
    `) as unknown as TypedDocumentString<UserDataQuery, UserDataQueryVariables>;
export const PromoByNameDocument = new TypedDocumentString(`
    query PromoByName($name: String!) {
  promoByName(name: $name) {
    id
    name
    discountType
    amount
    currency
  }
}
    `) as unknown as TypedDocumentString<PromoByNameQuery, PromoByNameQueryVariables>;
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
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($password: String!, $confirmPassword: String!) {
  changePassword(password: $password, confirmPassword: $confirmPassword) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const VerifyEmailChangeDocument = new TypedDocumentString(`
    mutation VerifyEmailChange($code: String!) {
  verifyEmailChange(code: $code) {
    id
    email
    pendingEmail
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailChangeMutation, VerifyEmailChangeMutationVariables>;
export const ResendEmailChangeDocument = new TypedDocumentString(`
    mutation ResendEmailChange {
  resendEmailChangeCode {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResendEmailChangeMutation, ResendEmailChangeMutationVariables>;
export const MembershipDocument = new TypedDocumentString(`
    query Membership {
  userPlan {
    ...MembershipPlan
  }
}
    fragment MembershipPlan on UserPlan {
  id
  planId
  name
  status
  price
  currency
  startDate
  endDate
  isPause
  pausedAt
  autoResumeAt
  cancelAt
  hold {
    since
    retryDates
    attemptsMade
  }
}`) as unknown as TypedDocumentString<MembershipQuery, MembershipQueryVariables>;
export const PauseOrResumePlanDocument = new TypedDocumentString(`
    mutation PauseOrResumePlan($planId: ID!) {
  pauseOrResumePlan(planId: $planId) {
    change
    userPlan {
      ...MembershipPlan
    }
  }
}
    fragment MembershipPlan on UserPlan {
  id
  planId
  name
  status
  price
  currency
  startDate
  endDate
  isPause
  pausedAt
  autoResumeAt
  cancelAt
  hold {
    since
    retryDates
    attemptsMade
  }
}`) as unknown as TypedDocumentString<PauseOrResumePlanMutation, PauseOrResumePlanMutationVariables>;
export const CancelPlanDocument = new TypedDocumentString(`
    mutation CancelPlan($planId: ID!) {
  cancelPlan(planId: $planId) {
    change
    userPlan {
      ...MembershipPlan
    }
  }
}
    fragment MembershipPlan on UserPlan {
  id
  planId
  name
  status
  price
  currency
  startDate
  endDate
  isPause
  pausedAt
  autoResumeAt
  cancelAt
  hold {
    since
    retryDates
    attemptsMade
  }
}`) as unknown as TypedDocumentString<CancelPlanMutation, CancelPlanMutationVariables>;
export const ResumePlanDocument = new TypedDocumentString(`
    mutation ResumePlan($planId: ID!) {
  resumePlan(planId: $planId) {
    change
    userPlan {
      ...MembershipPlan
    }
  }
}
    fragment MembershipPlan on UserPlan {
  id
  planId
  name
  status
  price
  currency
  startDate
  endDate
  isPause
  pausedAt
  autoResumeAt
  cancelAt
  hold {
    since
    retryDates
    attemptsMade
  }
}`) as unknown as TypedDocumentString<ResumePlanMutation, ResumePlanMutationVariables>;
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
export const ComicDetailDocument = new TypedDocumentString(`
    query ComicDetail($slug: String!) {
  comicDetail(slug: $slug) {
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
    coverImageWidths {
      image
      width
    }
    description
    tags
    writer
    artist
    feature
    teamAssignment
    totalRead
    episodes(limit: 100) {
      ...ComicEpisodeFields
    }
  }
}
    fragment ComicEpisodeFields on Episode {
  id
  title
  episodeNumber
  coverImage
  monetization
  coinPrice
  releaseDate
  createdAt
}`) as unknown as TypedDocumentString<ComicDetailQuery, ComicDetailQueryVariables>;
export const ComicRentalGiftsDocument = new TypedDocumentString(`
    query ComicRentalGifts {
  gifts {
    id
    type
    episodeId
  }
}
    `) as unknown as TypedDocumentString<ComicRentalGiftsQuery, ComicRentalGiftsQueryVariables>;
export const ComicLastReadDocument = new TypedDocumentString(`
    query ComicLastRead($page: Int!) {
  libraryRecent(page: $page, pageSize: 100) {
    total
    items {
      id
      comic {
        id
      }
      episodeId
    }
  }
}
    `) as unknown as TypedDocumentString<ComicLastReadQuery, ComicLastReadQueryVariables>;
export const PurchaseEpisodeDocument = new TypedDocumentString(`
    mutation PurchaseEpisode($episodeId: ID!, $coin: Int) {
  purchaseEpisode(episodeId: $episodeId, coin: $coin) {
    message
    balance {
      coin
      bonusCoin
      point
      freeRental
    }
  }
}
    `) as unknown as TypedDocumentString<PurchaseEpisodeMutation, PurchaseEpisodeMutationVariables>;
export const UnlockAllDocument = new TypedDocumentString(`
    mutation UnlockAll($comicId: ID!, $coin: Int) {
  unlockAll(comicId: $comicId, coin: $coin) {
    message
    balance {
      coin
      bonusCoin
      point
      freeRental
    }
  }
}
    `) as unknown as TypedDocumentString<UnlockAllMutation, UnlockAllMutationVariables>;
export const ComicUnlockedDocument = new TypedDocumentString(`
    query ComicUnlocked($page: Int!) {
  libraryUnlocked(page: $page, pageSize: 100) {
    total
    items {
      comic {
        id
      }
      episodes {
        episodeId
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ComicUnlockedQuery, ComicUnlockedQueryVariables>;
export const UseRentalPassDocument = new TypedDocumentString(`
    mutation UseRentalPass($episodeId: ID!) {
  openEpisode(episodeId: $episodeId) {
    episodeId
    passStarted
    passEndsAt
  }
}
    `) as unknown as TypedDocumentString<UseRentalPassMutation, UseRentalPassMutationVariables>;
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
        id
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
    slides {
      id
      image
      imageWidths {
        image
        width
      }
      url
    }
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
      id
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
export const ReaderEpisodeDocument = new TypedDocumentString(`
    query ReaderEpisode($comicSlug: String!, $episodeNumber: Int!) {
  episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) {
    episode {
      ...ComicEpisodeFields
      comicId
      comic {
        id
        slug
        title
      }
    }
    access {
      allowed
      via
      reason
      message
      giftId
      price
      passUsed
      passEndsAt
      needsOpen
      needsConfirmation
    }
    pages {
      image
      sequence
    }
    pagesExpireAt
    progress
    comments
    listEpisode(limit: 100) {
      ...ComicEpisodeFields
    }
  }
}
    fragment ComicEpisodeFields on Episode {
  id
  title
  episodeNumber
  coverImage
  monetization
  coinPrice
  releaseDate
  createdAt
}`) as unknown as TypedDocumentString<ReaderEpisodeQuery, ReaderEpisodeQueryVariables>;
export const ReaderPageUrlsDocument = new TypedDocumentString(`
    query ReaderPageUrls($comicSlug: String!, $episodeNumber: Int!) {
  episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) {
    access {
      allowed
    }
    pages {
      image
      sequence
    }
    pagesExpireAt
  }
}
    `) as unknown as TypedDocumentString<ReaderPageUrlsQuery, ReaderPageUrlsQueryVariables>;
export const ReaderComicDocument = new TypedDocumentString(`
    query ReaderComic($slug: String!) {
  comicDetail(slug: $slug) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReaderComicQuery, ReaderComicQueryVariables>;
export const OpenEpisodeDocument = new TypedDocumentString(`
    mutation OpenEpisode($episodeId: ID!) {
  openEpisode(episodeId: $episodeId) {
    episodeId
    passStarted
    passEndsAt
  }
}
    `) as unknown as TypedDocumentString<OpenEpisodeMutation, OpenEpisodeMutationVariables>;
export const PopularTagsDocument = new TypedDocumentString(`
    query PopularTags {
  popularTags
}
    `) as unknown as TypedDocumentString<PopularTagsQuery, PopularTagsQueryVariables>;
export const SearchComicsDocument = new TypedDocumentString(`
    query SearchComics($text: String!, $limit: Int!) {
  searchComics(text: $text, limit: $limit) {
    items {
      ...ComicCard
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
}`) as unknown as TypedDocumentString<SearchComicsQuery, SearchComicsQueryVariables>;
export const HomeSlideDocument = new TypedDocumentString(`
    query HomeSlide($id: String!) {
  homeSlide(id: $id) {
    id
    image
    url
    ckEditorData
  }
}
    `) as unknown as TypedDocumentString<HomeSlideQuery, HomeSlideQueryVariables>;
export const FaqDocument = new TypedDocumentString(`
    query Faq {
  faq {
    id
    title
    content {
      question
      answer
    }
  }
}
    `) as unknown as TypedDocumentString<FaqQuery, FaqQueryVariables>;
export const StaticPagesDocument = new TypedDocumentString(`
    query StaticPages {
  staticPages {
    id
    page
    content
  }
}
    `) as unknown as TypedDocumentString<StaticPagesQuery, StaticPagesQueryVariables>;
export const AboutDocument = new TypedDocumentString(`
    query About {
  about {
    banner
    vision
    visionText
    content {
      title
      detail
    }
  }
}
    `) as unknown as TypedDocumentString<AboutQuery, AboutQueryVariables>;
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
export const GrantOfflineWindowDocument = new TypedDocumentString(`
    mutation GrantOfflineWindow($episodeId: ID!) {
  grantOfflineWindow(episodeId: $episodeId) {
    token
    pages {
      sequence
      image
    }
  }
}
    `) as unknown as TypedDocumentString<GrantOfflineWindowMutation, GrantOfflineWindowMutationVariables>;
export const OfflineKeyDocument = new TypedDocumentString(`
    query OfflineKey {
  offlineKey {
    alg
    kid
    jwk {
      kty
      crv
      x
      y
    }
  }
}
    `) as unknown as TypedDocumentString<OfflineKeyQuery, OfflineKeyQueryVariables>;
export const SendOfflineProgressDocument = new TypedDocumentString(`
    mutation SendOfflineProgress($episodeId: ID!, $comicId: ID!, $readPercentage: Float!) {
  recordReadingProgress(
    episodeId: $episodeId
    comicId: $comicId
    readPercentage: $readPercentage
    offline: true
  ) {
    readPercentage
  }
}
    `) as unknown as TypedDocumentString<SendOfflineProgressMutation, SendOfflineProgressMutationVariables>;