/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "subscription BalanceChanged { balanceChanged { coin bonusCoin point freeRental } }": typeof types.BalanceChangedDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }\n": typeof types.UnsubscribePushDocument,
    "\n  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }\n": typeof types.ComicEngagementDocument,
    "\n  mutation AddLikeShare($comicId: ID!, $type: LikeShareType!) {\n    addLikeShare(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": typeof types.AddLikeShareDocument,
    "\n  mutation AddInterest($comicId: ID!, $interest: Boolean!) {\n    addInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": typeof types.AddInterestDocument,
    "\n  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }\n": typeof types.ComicCardFragmentDoc,
    "query AccountLanguage { mySettings { id language } }": typeof types.AccountLanguageDocument,
    "mutation SaveLanguage($input: SettingsInput!) { updateSettings(input: $input) { id language } }": typeof types.SaveLanguageDocument,
    "query Me { me { id fullName email photo dob gender } }": typeof types.MeDocument,
    "query MySettings { mySettings { id eventNotification freeNotification subscribeNotification language } }": typeof types.MySettingsDocument,
    "\n  mutation UpdateSettings($input: SettingsInput!) { updateSettings(input: $input) { id eventNotification freeNotification subscribeNotification language } }\n": typeof types.UpdateSettingsDocument,
    "query MyDevices { myDevices { id device createdAt current } }": typeof types.MyDevicesDocument,
    "mutation SignOutDevice($deviceId: ID!) { signOutDevice(deviceId: $deviceId) { id device createdAt current } }": typeof types.SignOutDeviceDocument,
    "\n  query Expirations($tab: ExpirationTab!, $page: Int!) { expirations(tab: $tab, page: $page) { total page pageSize items { id kind total remaining expiresAt detail episodeId } } }\n": typeof types.ExpirationsDocument,
    "\n  query CoinPurchases($page: Int!) { coinPurchases(page: $page) { total page pageSize items { id packName coin bonusCoin point createdAt } } }\n": typeof types.CoinPurchasesDocument,
    "\n  query UsageHistory($tab: UsageTab!, $page: Int!) {\n    usageHistory(tab: $tab, page: $page) {\n      total page pageSize\n      items { id kind action amount episodeId comicId detail episodeCount createdAt comic { id slug title } episode { id episodeNumber title } }\n    }\n  }\n": typeof types.UsageHistoryDocument,
    "\n  query RefundOptions { refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId comicId until coins episodes { episodeId title episodeNumber price } } } }\n": typeof types.RefundOptionsDocument,
    "\n  mutation RequestRefund($orderId: ID!) { requestRefund(orderId: $orderId) { message balance { coin bonusCoin point freeRental } } }\n": typeof types.RequestRefundDocument,
    "\n  mutation RequestWithdrawal($unlockId: ID!) { requestWithdrawal(unlockId: $unlockId) { message balance { coin bonusCoin point freeRental } } }\n": typeof types.RequestWithdrawalDocument,
    "\n  mutation Deactivate($reason: String) { deactivateAccount(reason: $reason) { success message } }\n": typeof types.DeactivateDocument,
    "\n  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }\n": typeof types.CoinPacksDocument,
    "\n  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }\n": typeof types.ComicBellDocument,
    "\n  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }\n": typeof types.ToggleComicBellDocument,
    "\n  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }\n": typeof types.CommentEpisodeDocument,
    "\n  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {\n    episodeComments(episodeId: $episodeId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } } }\n    }\n  }\n": typeof types.EpisodeCommentsDocument,
    "\n  query UserCommentData { userCommentData { muteData { muteUserId user { fullName } } reportData { commentId guiltyUser } } }\n": typeof types.UserCommentDataDocument,
    "\n  mutation AddComment($episodeId: ID!, $content: String!) {\n    addComment(episodeId: $episodeId, content: $content) {\n      message\n      comment { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }\n": typeof types.LikeCommentDocument,
    "\n  mutation AddMuteData($muteUserId: ID!, $mute: Boolean) { addMuteData(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }\n": typeof types.AddMuteDataDocument,
    "\n  mutation AddReport($commentId: ID!, $reason: String!) { addReport(commentId: $commentId, reason: $reason) { message } }\n": typeof types.AddReportDocument,
    "\n  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }\n": typeof types.DeleteCommentDocument,
    "\n  subscription CommentAdded($episodeId: ID!) { commentAdded(episodeId: $episodeId) { id } }\n": typeof types.CommentAddedDocument,
    "\n  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }\n": typeof types.GiftsDocument,
    "\n  query ClaimedGifts { claimedGifts { giftId type title value total spend episodeId expiresAt claimedAt } }\n": typeof types.ClaimedGiftsDocument,
    "\n  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }\n": typeof types.ClaimGiftDocument,
    "\n  query Home {\n    home {\n      newReleases { ...ComicCard }\n      freeEpisode { ...ComicCard }\n      showcase { ...ComicCard }\n      genres\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query HomeRecentlyRead($pageSize: Int!) {\n    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {\n      items { comic { ...ComicCard } percentage }\n    }\n  }\n": typeof types.HomeRecentlyReadDocument,
    "\n  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate }\n    }\n  }\n": typeof types.LibrarySubscribedDocument,
    "\n  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt }\n    }\n  }\n": typeof types.LibraryRecentDocument,
    "\n  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items {\n        comic { id slug title genre thumbnail coverImage teamAssignment }\n        episodes { episodeId }\n        rentals { episodeId episodeNumber expiresAt }\n      }\n    }\n  }\n": typeof types.LibraryUnlockedDocument,
    "\n  mutation DeleteReadHistory($comicIds: [ID!]!) { deleteReadHistory(comicIds: $comicIds) { message remaining } }\n": typeof types.DeleteReadHistoryDocument,
    "\n  query Daily($day: String!, $limit: Int!, $offset: Int!) { dailyComics(day: $day, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": typeof types.DailyDocument,
    "\n  query Free($genre: String, $limit: Int!, $offset: Int!) { freeComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": typeof types.FreeDocument,
    "\n  query Genre($genre: String, $limit: Int!, $offset: Int!) { genreComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": typeof types.GenreDocument,
    "\n  query Ranking($period: RankingPeriod!, $limit: Int!, $offset: Int!) { ranking(period: $period, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": typeof types.RankingDocument,
    "\n  query Tag($tag: String!, $sort: ComicSort!, $reversed: Boolean!, $limit: Int!, $offset: Int!) { tagComics(tag: $tag, sort: $sort, reversed: $reversed, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": typeof types.TagDocument,
    "query TagName($tag: String!) { tagName(tag: $tag) }": typeof types.TagNameDocument,
    "query Genres { genres }": typeof types.GenresDocument,
    "subscription NotificationBadge { notificationBadge { unread } }": typeof types.NotificationBadgeDocument,
    "\n  query InboxNotifications($page: Int!, $pageSize: Int!) {\n    inboxNotifications(page: $page, pageSize: $pageSize) {\n      total unread page pageSize\n      items { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }\n    }\n  }\n": typeof types.InboxNotificationsDocument,
    "\n  query InboxNotification($id: ID!) {\n    inboxNotification(id: $id) { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }\n  }\n": typeof types.InboxNotificationDocument,
    "\n  mutation MarkNotificationRead($notificationId: ID!) { markNotificationRead(notificationId: $notificationId) { message changed unread } }\n": typeof types.MarkNotificationReadDocument,
    "\n  query UnreadNotificationCount { unreadNotificationCount }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query PushPublicKey { pushPublicKey }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }\n": typeof types.SubscribePushDocument,
    "\n  query Plans { plans { id name duration basePrice price discountType discountValue } }\n": typeof types.PlansDocument,
    "\n  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }\n": typeof types.WriterDocument,
};
const documents: Documents = {
    "subscription BalanceChanged { balanceChanged { coin bonusCoin point freeRental } }": types.BalanceChangedDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }\n": types.UnsubscribePushDocument,
    "\n  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }\n": types.ComicEngagementDocument,
    "\n  mutation AddLikeShare($comicId: ID!, $type: LikeShareType!) {\n    addLikeShare(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": types.AddLikeShareDocument,
    "\n  mutation AddInterest($comicId: ID!, $interest: Boolean!) {\n    addInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": types.AddInterestDocument,
    "\n  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }\n": types.ComicCardFragmentDoc,
    "query AccountLanguage { mySettings { id language } }": types.AccountLanguageDocument,
    "mutation SaveLanguage($input: SettingsInput!) { updateSettings(input: $input) { id language } }": types.SaveLanguageDocument,
    "query Me { me { id fullName email photo dob gender } }": types.MeDocument,
    "query MySettings { mySettings { id eventNotification freeNotification subscribeNotification language } }": types.MySettingsDocument,
    "\n  mutation UpdateSettings($input: SettingsInput!) { updateSettings(input: $input) { id eventNotification freeNotification subscribeNotification language } }\n": types.UpdateSettingsDocument,
    "query MyDevices { myDevices { id device createdAt current } }": types.MyDevicesDocument,
    "mutation SignOutDevice($deviceId: ID!) { signOutDevice(deviceId: $deviceId) { id device createdAt current } }": types.SignOutDeviceDocument,
    "\n  query Expirations($tab: ExpirationTab!, $page: Int!) { expirations(tab: $tab, page: $page) { total page pageSize items { id kind total remaining expiresAt detail episodeId } } }\n": types.ExpirationsDocument,
    "\n  query CoinPurchases($page: Int!) { coinPurchases(page: $page) { total page pageSize items { id packName coin bonusCoin point createdAt } } }\n": types.CoinPurchasesDocument,
    "\n  query UsageHistory($tab: UsageTab!, $page: Int!) {\n    usageHistory(tab: $tab, page: $page) {\n      total page pageSize\n      items { id kind action amount episodeId comicId detail episodeCount createdAt comic { id slug title } episode { id episodeNumber title } }\n    }\n  }\n": types.UsageHistoryDocument,
    "\n  query RefundOptions { refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId comicId until coins episodes { episodeId title episodeNumber price } } } }\n": types.RefundOptionsDocument,
    "\n  mutation RequestRefund($orderId: ID!) { requestRefund(orderId: $orderId) { message balance { coin bonusCoin point freeRental } } }\n": types.RequestRefundDocument,
    "\n  mutation RequestWithdrawal($unlockId: ID!) { requestWithdrawal(unlockId: $unlockId) { message balance { coin bonusCoin point freeRental } } }\n": types.RequestWithdrawalDocument,
    "\n  mutation Deactivate($reason: String) { deactivateAccount(reason: $reason) { success message } }\n": types.DeactivateDocument,
    "\n  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }\n": types.CoinPacksDocument,
    "\n  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }\n": types.ComicBellDocument,
    "\n  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }\n": types.ToggleComicBellDocument,
    "\n  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }\n": types.CommentEpisodeDocument,
    "\n  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {\n    episodeComments(episodeId: $episodeId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } } }\n    }\n  }\n": types.EpisodeCommentsDocument,
    "\n  query UserCommentData { userCommentData { muteData { muteUserId user { fullName } } reportData { commentId guiltyUser } } }\n": types.UserCommentDataDocument,
    "\n  mutation AddComment($episodeId: ID!, $content: String!) {\n    addComment(episodeId: $episodeId, content: $content) {\n      message\n      comment { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }\n": types.LikeCommentDocument,
    "\n  mutation AddMuteData($muteUserId: ID!, $mute: Boolean) { addMuteData(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }\n": types.AddMuteDataDocument,
    "\n  mutation AddReport($commentId: ID!, $reason: String!) { addReport(commentId: $commentId, reason: $reason) { message } }\n": types.AddReportDocument,
    "\n  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }\n": types.DeleteCommentDocument,
    "\n  subscription CommentAdded($episodeId: ID!) { commentAdded(episodeId: $episodeId) { id } }\n": types.CommentAddedDocument,
    "\n  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }\n": types.GiftsDocument,
    "\n  query ClaimedGifts { claimedGifts { giftId type title value total spend episodeId expiresAt claimedAt } }\n": types.ClaimedGiftsDocument,
    "\n  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }\n": types.ClaimGiftDocument,
    "\n  query Home {\n    home {\n      newReleases { ...ComicCard }\n      freeEpisode { ...ComicCard }\n      showcase { ...ComicCard }\n      genres\n    }\n  }\n": types.HomeDocument,
    "\n  query HomeRecentlyRead($pageSize: Int!) {\n    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {\n      items { comic { ...ComicCard } percentage }\n    }\n  }\n": types.HomeRecentlyReadDocument,
    "\n  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate }\n    }\n  }\n": types.LibrarySubscribedDocument,
    "\n  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt }\n    }\n  }\n": types.LibraryRecentDocument,
    "\n  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items {\n        comic { id slug title genre thumbnail coverImage teamAssignment }\n        episodes { episodeId }\n        rentals { episodeId episodeNumber expiresAt }\n      }\n    }\n  }\n": types.LibraryUnlockedDocument,
    "\n  mutation DeleteReadHistory($comicIds: [ID!]!) { deleteReadHistory(comicIds: $comicIds) { message remaining } }\n": types.DeleteReadHistoryDocument,
    "\n  query Daily($day: String!, $limit: Int!, $offset: Int!) { dailyComics(day: $day, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": types.DailyDocument,
    "\n  query Free($genre: String, $limit: Int!, $offset: Int!) { freeComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": types.FreeDocument,
    "\n  query Genre($genre: String, $limit: Int!, $offset: Int!) { genreComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": types.GenreDocument,
    "\n  query Ranking($period: RankingPeriod!, $limit: Int!, $offset: Int!) { ranking(period: $period, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": types.RankingDocument,
    "\n  query Tag($tag: String!, $sort: ComicSort!, $reversed: Boolean!, $limit: Int!, $offset: Int!) { tagComics(tag: $tag, sort: $sort, reversed: $reversed, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n": types.TagDocument,
    "query TagName($tag: String!) { tagName(tag: $tag) }": types.TagNameDocument,
    "query Genres { genres }": types.GenresDocument,
    "subscription NotificationBadge { notificationBadge { unread } }": types.NotificationBadgeDocument,
    "\n  query InboxNotifications($page: Int!, $pageSize: Int!) {\n    inboxNotifications(page: $page, pageSize: $pageSize) {\n      total unread page pageSize\n      items { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }\n    }\n  }\n": types.InboxNotificationsDocument,
    "\n  query InboxNotification($id: ID!) {\n    inboxNotification(id: $id) { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }\n  }\n": types.InboxNotificationDocument,
    "\n  mutation MarkNotificationRead($notificationId: ID!) { markNotificationRead(notificationId: $notificationId) { message changed unread } }\n": types.MarkNotificationReadDocument,
    "\n  query UnreadNotificationCount { unreadNotificationCount }\n": types.UnreadNotificationCountDocument,
    "\n  query PushPublicKey { pushPublicKey }\n": types.PushPublicKeyDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }\n": types.SubscribePushDocument,
    "\n  query Plans { plans { id name duration basePrice price discountType discountValue } }\n": types.PlansDocument,
    "\n  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }\n": types.WriterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BalanceChanged { balanceChanged { coin bonusCoin point freeRental } }"): typeof import('./graphql.js').BalanceChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }\n"): typeof import('./graphql.js').UnsubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }\n"): typeof import('./graphql.js').ComicEngagementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLikeShare($comicId: ID!, $type: LikeShareType!) {\n    addLikeShare(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n"): typeof import('./graphql.js').AddLikeShareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInterest($comicId: ID!, $interest: Boolean!) {\n    addInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n"): typeof import('./graphql.js').AddInterestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }\n"): typeof import('./graphql.js').ComicCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountLanguage { mySettings { id language } }"): typeof import('./graphql.js').AccountLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveLanguage($input: SettingsInput!) { updateSettings(input: $input) { id language } }"): typeof import('./graphql.js').SaveLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me { me { id fullName email photo dob gender } }"): typeof import('./graphql.js').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySettings { mySettings { id eventNotification freeNotification subscribeNotification language } }"): typeof import('./graphql.js').MySettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: SettingsInput!) { updateSettings(input: $input) { id eventNotification freeNotification subscribeNotification language } }\n"): typeof import('./graphql.js').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDevices { myDevices { id device createdAt current } }"): typeof import('./graphql.js').MyDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutDevice($deviceId: ID!) { signOutDevice(deviceId: $deviceId) { id device createdAt current } }"): typeof import('./graphql.js').SignOutDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Expirations($tab: ExpirationTab!, $page: Int!) { expirations(tab: $tab, page: $page) { total page pageSize items { id kind total remaining expiresAt detail episodeId } } }\n"): typeof import('./graphql.js').ExpirationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoinPurchases($page: Int!) { coinPurchases(page: $page) { total page pageSize items { id packName coin bonusCoin point createdAt } } }\n"): typeof import('./graphql.js').CoinPurchasesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsageHistory($tab: UsageTab!, $page: Int!) {\n    usageHistory(tab: $tab, page: $page) {\n      total page pageSize\n      items { id kind action amount episodeId comicId detail episodeCount createdAt comic { id slug title } episode { id episodeNumber title } }\n    }\n  }\n"): typeof import('./graphql.js').UsageHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundOptions { refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId comicId until coins episodes { episodeId title episodeNumber price } } } }\n"): typeof import('./graphql.js').RefundOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRefund($orderId: ID!) { requestRefund(orderId: $orderId) { message balance { coin bonusCoin point freeRental } } }\n"): typeof import('./graphql.js').RequestRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWithdrawal($unlockId: ID!) { requestWithdrawal(unlockId: $unlockId) { message balance { coin bonusCoin point freeRental } } }\n"): typeof import('./graphql.js').RequestWithdrawalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Deactivate($reason: String) { deactivateAccount(reason: $reason) { success message } }\n"): typeof import('./graphql.js').DeactivateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }\n"): typeof import('./graphql.js').CoinPacksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }\n"): typeof import('./graphql.js').ComicBellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }\n"): typeof import('./graphql.js').ToggleComicBellDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }\n"): typeof import('./graphql.js').CommentEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {\n    episodeComments(episodeId: $episodeId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } } }\n    }\n  }\n"): typeof import('./graphql.js').EpisodeCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserCommentData { userCommentData { muteData { muteUserId user { fullName } } reportData { commentId guiltyUser } } }\n"): typeof import('./graphql.js').UserCommentDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($episodeId: ID!, $content: String!) {\n    addComment(episodeId: $episodeId, content: $content) {\n      message\n      comment { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } }\n    }\n  }\n"): typeof import('./graphql.js').AddCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }\n"): typeof import('./graphql.js').LikeCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMuteData($muteUserId: ID!, $mute: Boolean) { addMuteData(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }\n"): typeof import('./graphql.js').AddMuteDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReport($commentId: ID!, $reason: String!) { addReport(commentId: $commentId, reason: $reason) { message } }\n"): typeof import('./graphql.js').AddReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }\n"): typeof import('./graphql.js').DeleteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CommentAdded($episodeId: ID!) { commentAdded(episodeId: $episodeId) { id } }\n"): typeof import('./graphql.js').CommentAddedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }\n"): typeof import('./graphql.js').GiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimedGifts { claimedGifts { giftId type title value total spend episodeId expiresAt claimedAt } }\n"): typeof import('./graphql.js').ClaimedGiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }\n"): typeof import('./graphql.js').ClaimGiftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    home {\n      newReleases { ...ComicCard }\n      freeEpisode { ...ComicCard }\n      showcase { ...ComicCard }\n      genres\n    }\n  }\n"): typeof import('./graphql.js').HomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRecentlyRead($pageSize: Int!) {\n    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {\n      items { comic { ...ComicCard } percentage }\n    }\n  }\n"): typeof import('./graphql.js').HomeRecentlyReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate }\n    }\n  }\n"): typeof import('./graphql.js').LibrarySubscribedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt }\n    }\n  }\n"): typeof import('./graphql.js').LibraryRecentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items {\n        comic { id slug title genre thumbnail coverImage teamAssignment }\n        episodes { episodeId }\n        rentals { episodeId episodeNumber expiresAt }\n      }\n    }\n  }\n"): typeof import('./graphql.js').LibraryUnlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReadHistory($comicIds: [ID!]!) { deleteReadHistory(comicIds: $comicIds) { message remaining } }\n"): typeof import('./graphql.js').DeleteReadHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Daily($day: String!, $limit: Int!, $offset: Int!) { dailyComics(day: $day, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n"): typeof import('./graphql.js').DailyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Free($genre: String, $limit: Int!, $offset: Int!) { freeComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n"): typeof import('./graphql.js').FreeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Genre($genre: String, $limit: Int!, $offset: Int!) { genreComics(genre: $genre, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n"): typeof import('./graphql.js').GenreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ranking($period: RankingPeriod!, $limit: Int!, $offset: Int!) { ranking(period: $period, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n"): typeof import('./graphql.js').RankingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tag($tag: String!, $sort: ComicSort!, $reversed: Boolean!, $limit: Int!, $offset: Int!) { tagComics(tag: $tag, sort: $sort, reversed: $reversed, limit: $limit, offset: $offset) { items { ...ComicCard } total offset limit } }\n"): typeof import('./graphql.js').TagDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagName($tag: String!) { tagName(tag: $tag) }"): typeof import('./graphql.js').TagNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Genres { genres }"): typeof import('./graphql.js').GenresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationBadge { notificationBadge { unread } }"): typeof import('./graphql.js').NotificationBadgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxNotifications($page: Int!, $pageSize: Int!) {\n    inboxNotifications(page: $page, pageSize: $pageSize) {\n      total unread page pageSize\n      items { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }\n    }\n  }\n"): typeof import('./graphql.js').InboxNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InboxNotification($id: ID!) {\n    inboxNotification(id: $id) { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }\n  }\n"): typeof import('./graphql.js').InboxNotificationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($notificationId: ID!) { markNotificationRead(notificationId: $notificationId) { message changed unread } }\n"): typeof import('./graphql.js').MarkNotificationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount { unreadNotificationCount }\n"): typeof import('./graphql.js').UnreadNotificationCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey { pushPublicKey }\n"): typeof import('./graphql.js').PushPublicKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }\n"): typeof import('./graphql.js').SubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans { plans { id name duration basePrice price discountType discountValue } }\n"): typeof import('./graphql.js').PlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }\n"): typeof import('./graphql.js').WriterDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
