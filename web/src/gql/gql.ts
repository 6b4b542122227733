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
    "\n  query ContactLinks { contactLinks { facebook instagram linkedin youtube telegram supportEmail } }\n": typeof types.ContactLinksDocument,
    "\n  query AuthProviders {\n    authProviders {\n      google\n    }\n  }\n": typeof types.AuthProvidersDocument,
    "subscription BalanceChanges { balanceChanges { coin bonusCoin point freeRental } }": typeof types.BalanceChangesDocument,
    "\n  query Banners { banners { id page image url } }\n": typeof types.BannersDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }\n": typeof types.UnsubscribePushDocument,
    "\n  fragment ComicEpisodeFields on Episode { id title episodeNumber coverImage monetization coinPrice releaseDate createdAt }\n": typeof types.ComicEpisodeFieldsFragmentDoc,
    "\n  query ComicEpisodesPage($comic: String!, $offset: Int!) {\n    comicDetail(slug: $comic) { id episodes(offset: $offset, limit: 100) { ...ComicEpisodeFields } }\n  }\n": typeof types.ComicEpisodesPageDocument,
    "\n  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }\n": typeof types.ComicEngagementDocument,
    "\n  mutation LikeOrShareComic($comicId: ID!, $type: LikeShareType!) {\n    likeOrShareComic(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": typeof types.LikeOrShareComicDocument,
    "\n  mutation MarkInterest($comicId: ID!, $interest: Boolean!) {\n    markInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": typeof types.MarkInterestDocument,
    "\n  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }\n": typeof types.ComicCardFragmentDoc,
    "query AccountLanguage { userSetting { id language } }": typeof types.AccountLanguageDocument,
    "mutation SaveLanguage($input: SettingsInput!) { updateUserSetting(input: $input) { id language } }": typeof types.SaveLanguageDocument,
    "\n  query UserData {\n    signedInUser { id fullName email photo }\n    balance { coin bonusCoin point freeRental }\n    userPlan { id planId name status endDate }\n    giftBox { giftId type title episodeId expiresAt spend }\n  }\n": typeof types.UserDataDocument,
    "query PromoByName($name: String!) { promoByName(name: $name) { id name discountType amount currency } }": typeof types.PromoByNameDocument,
    "query SignedInUser { signedInUser { id fullName email photo dob gender } }": typeof types.SignedInUserDocument,
    "query UserSetting { userSetting { id eventNotification freeNotification subscribeNotification language } }": typeof types.UserSettingDocument,
    "\n  mutation UpdateUserSetting($input: SettingsInput!) { updateUserSetting(input: $input) { id eventNotification freeNotification subscribeNotification language } }\n": typeof types.UpdateUserSettingDocument,
    "query LoginDevices { loginDevices { id device createdAt current } }": typeof types.LoginDevicesDocument,
    "mutation SignOutDevice($deviceId: ID!) { signOutDevice(deviceId: $deviceId) { id device createdAt current } }": typeof types.SignOutDeviceDocument,
    "\n  query Expirations($tab: ExpirationTab!, $page: Int!) { expirations(tab: $tab, page: $page) { total page pageSize items { id kind total remaining expiresAt detail episodeId } } }\n": typeof types.ExpirationsDocument,
    "\n  query CoinPurchases($page: Int!) { coinPurchases(page: $page) { total page pageSize items { id packName coin bonusCoin point createdAt } } }\n": typeof types.CoinPurchasesDocument,
    "\n  query UsageHistory($tab: UsageTab!, $page: Int!) {\n    usageHistory(tab: $tab, page: $page) {\n      total page pageSize\n      items { id kind action amount episodeId comicId detail episodeCount createdAt comic { id slug title } episode { id episodeNumber title } }\n    }\n  }\n": typeof types.UsageHistoryDocument,
    "\n  query RefundOptions { refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId comicId until coins episodes { episodeId title episodeNumber price } } } }\n": typeof types.RefundOptionsDocument,
    "\n  mutation RequestRefund($orderId: ID!) { requestRefund(orderId: $orderId) { message balance { coin bonusCoin point freeRental } } }\n": typeof types.RequestRefundDocument,
    "\n  mutation RequestWithdrawal($unlockId: ID!) { requestWithdrawal(unlockId: $unlockId) { message balance { coin bonusCoin point freeRental } } }\n": typeof types.RequestWithdrawalDocument,
    "\n  mutation Deactivate($reason: String) { deactivateAccount(reason: $reason) { success message } }\n": typeof types.DeactivateDocument,
    "\n  mutation ChangePassword($password: String!, $confirmPassword: String!) { changePassword(password: $password, confirmPassword: $confirmPassword) { success message } }\n": typeof types.ChangePasswordDocument,
    "\n  mutation VerifyEmailChange($code: String!) { verifyEmailChange(code: $code) { id email pendingEmail } }\n": typeof types.VerifyEmailChangeDocument,
    "mutation ResendEmailChange { resendEmailChangeCode { success message } }": typeof types.ResendEmailChangeDocument,
    "\n  fragment MembershipPlan on UserPlan {\n    id planId name status price currency startDate endDate isPause pausedAt autoResumeAt cancelAt\n    hold { since retryDates attemptsMade }\n  }\n": typeof types.MembershipPlanFragmentDoc,
    "query Membership { userPlan { ...MembershipPlan } }": typeof types.MembershipDocument,
    "\n  mutation PauseOrResumePlan($planId: ID!) { pauseOrResumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n": typeof types.PauseOrResumePlanDocument,
    "\n  mutation CancelPlan($planId: ID!) { cancelPlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n": typeof types.CancelPlanDocument,
    "\n  mutation ResumePlan($planId: ID!) { resumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n": typeof types.ResumePlanDocument,
    "\n  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }\n": typeof types.CoinPacksDocument,
    "\n  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }\n": typeof types.ComicBellDocument,
    "\n  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }\n": typeof types.ToggleComicBellDocument,
    "\n  query ComicDetail($slug: String!) {\n    comicDetail(slug: $slug) {\n      id slug title genre thumbnail coverImage thumbnailWidths { image width } coverImageWidths { image width }\n      description tags writer artist feature teamAssignment totalRead\n      episodes(limit: 100) { ...ComicEpisodeFields }\n    }\n  }\n": typeof types.ComicDetailDocument,
    "\n  query ComicRentalGifts { gifts { id type episodeId } }\n": typeof types.ComicRentalGiftsDocument,
    "\n  query ComicLastRead($page: Int!) {\n    libraryRecent(page: $page, pageSize: 100) { total items { id comic { id } episodeId } }\n  }\n": typeof types.ComicLastReadDocument,
    "\n  mutation PurchaseEpisode($episodeId: ID!, $coin: Int) {\n    purchaseEpisode(episodeId: $episodeId, coin: $coin) { message balance { coin bonusCoin point freeRental } }\n  }\n": typeof types.PurchaseEpisodeDocument,
    "\n  mutation UnlockAll($comicId: ID!, $coin: Int) {\n    unlockAll(comicId: $comicId, coin: $coin) { message balance { coin bonusCoin point freeRental } }\n  }\n": typeof types.UnlockAllDocument,
    "\n  query ComicUnlocked($page: Int!) {\n    libraryUnlocked(page: $page, pageSize: 100) { total items { comic { id } episodes { episodeId } } }\n  }\n": typeof types.ComicUnlockedDocument,
    "\n  mutation UseRentalPass($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }\n": typeof types.UseRentalPassDocument,
    "\n  fragment LikedComment on Comment { id liked likeCount }\n": typeof types.LikedCommentFragmentDoc,
    "\n  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }\n": typeof types.CommentEpisodeDocument,
    "\n  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {\n    episodeComments(episodeId: $episodeId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } } }\n    }\n  }\n": typeof types.EpisodeCommentsDocument,
    "\n  query MutesReportsAndLikes { mutesReportsAndLikes { muteData { muteUserId user { id fullName } } reportData { commentId guiltyUser } } }\n": typeof types.MutesReportsAndLikesDocument,
    "\n  mutation AddComment($episodeId: ID!, $content: String!) {\n    addComment(episodeId: $episodeId, content: $content) {\n      message\n      comment { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }\n": typeof types.LikeCommentDocument,
    "\n  mutation MuteCommenter($muteUserId: ID!, $mute: Boolean) { muteCommenter(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }\n": typeof types.MuteCommenterDocument,
    "\n  mutation ReportComment($commentId: ID!, $reason: String!) { reportComment(commentId: $commentId, reason: $reason) { message } }\n": typeof types.ReportCommentDocument,
    "\n  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }\n": typeof types.DeleteCommentDocument,
    "\n  subscription NewComments($episodeId: ID!) { newComments(episodeId: $episodeId) { id } }\n": typeof types.NewCommentsDocument,
    "\n  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }\n": typeof types.GiftsDocument,
    "\n  query GiftBox { giftBox { giftId type title value total spend episodeId expiresAt claimedAt } }\n": typeof types.GiftBoxDocument,
    "\n  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }\n": typeof types.ClaimGiftDocument,
    "\n  query Home {\n    home {\n      slides { id image imageWidths { image width } url }\n      newReleases { ...ComicCard }\n      freeEpisode { ...ComicCard }\n      showcase { ...ComicCard }\n      genres\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query HomeRecentlyRead($pageSize: Int!) {\n    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {\n      items { id comic { ...ComicCard } percentage }\n    }\n  }\n": typeof types.HomeRecentlyReadDocument,
    "\n  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate }\n    }\n  }\n": typeof types.LibrarySubscribedDocument,
    "\n  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt }\n    }\n  }\n": typeof types.LibraryRecentDocument,
    "\n  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items {\n        comic { id slug title genre thumbnail coverImage teamAssignment }\n        episodes { episodeId }\n        rentals { episodeId episodeNumber expiresAt }\n      }\n    }\n  }\n": typeof types.LibraryUnlockedDocument,
    "\n  mutation DeleteReadingHistory($comicIds: [ID!]!) { deleteReadingHistory(comicIds: $comicIds) { message remaining } }\n": typeof types.DeleteReadingHistoryDocument,
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
    "\n  query UnreadCount { unreadCount }\n": typeof types.UnreadCountDocument,
    "\n  query PushKey { pushKey }\n": typeof types.PushKeyDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }\n": typeof types.SubscribePushDocument,
    "\n  query ReaderEpisode($comicSlug: String!, $episodeNumber: Int!) {\n    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) {\n      episode { ...ComicEpisodeFields comicId comic { id slug title } }\n      access { allowed via reason message giftId price passUsed passEndsAt needsOpen needsConfirmation }\n      pages { image sequence }\n      pagesExpireAt\n      progress\n      comments\n      listEpisode(limit: 100) { ...ComicEpisodeFields }\n    }\n  }\n": typeof types.ReaderEpisodeDocument,
    "\n  query ReaderPageUrls($comicSlug: String!, $episodeNumber: Int!) {\n    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) { access { allowed } pages { image sequence } pagesExpireAt }\n  }\n": typeof types.ReaderPageUrlsDocument,
    "\n  query ReaderComic($slug: String!) { comicDetail(slug: $slug) { id } }\n": typeof types.ReaderComicDocument,
    "\n  mutation OpenEpisode($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }\n": typeof types.OpenEpisodeDocument,
    "\n  query PopularTags { popularTags }\n": typeof types.PopularTagsDocument,
    "\n  query SearchComics($text: String!, $limit: Int!) { searchComics(text: $text, limit: $limit) { items { ...ComicCard } } }\n": typeof types.SearchComicsDocument,
    "\n  query HomeSlide($id: String!) { homeSlide(id: $id) { id image url ckEditorData } }\n": typeof types.HomeSlideDocument,
    "\n  query Faq { faq { id title content { question answer } } }\n": typeof types.FaqDocument,
    "\n  query StaticPages { staticPages { id page content } }\n": typeof types.StaticPagesDocument,
    "\n  query About { about { banner vision visionText content { title detail } } }\n": typeof types.AboutDocument,
    "\n  query Plans { plans { id name duration basePrice price discountType discountValue } }\n": typeof types.PlansDocument,
    "\n  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }\n": typeof types.WriterDocument,
    "\n  mutation GrantOfflineWindow($episodeId: ID!) {\n    grantOfflineWindow(episodeId: $episodeId) {\n      token\n      pages {\n        sequence\n        image\n      }\n    }\n  }\n": typeof types.GrantOfflineWindowDocument,
    "\n  query OfflineKey {\n    offlineKey {\n      alg\n      kid\n      jwk {\n        kty\n        crv\n        x\n        y\n      }\n    }\n  }\n": typeof types.OfflineKeyDocument,
    "\n  mutation SendOfflineProgress($episodeId: ID!, $comicId: ID!, $readPercentage: Float!) {\n    recordReadingProgress(episodeId: $episodeId, comicId: $comicId, readPercentage: $readPercentage, offline: true) {\n      readPercentage\n    }\n  }\n": typeof types.SendOfflineProgressDocument,
};
const documents: Documents = {
    "\n  query ContactLinks { contactLinks { facebook instagram linkedin youtube telegram supportEmail } }\n": types.ContactLinksDocument,
    "\n  query AuthProviders {\n    authProviders {\n      google\n    }\n  }\n": types.AuthProvidersDocument,
    "subscription BalanceChanges { balanceChanges { coin bonusCoin point freeRental } }": types.BalanceChangesDocument,
    "\n  query Banners { banners { id page image url } }\n": types.BannersDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }\n": types.UnsubscribePushDocument,
    "\n  fragment ComicEpisodeFields on Episode { id title episodeNumber coverImage monetization coinPrice releaseDate createdAt }\n": types.ComicEpisodeFieldsFragmentDoc,
    "\n  query ComicEpisodesPage($comic: String!, $offset: Int!) {\n    comicDetail(slug: $comic) { id episodes(offset: $offset, limit: 100) { ...ComicEpisodeFields } }\n  }\n": types.ComicEpisodesPageDocument,
    "\n  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }\n": types.ComicEngagementDocument,
    "\n  mutation LikeOrShareComic($comicId: ID!, $type: LikeShareType!) {\n    likeOrShareComic(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": types.LikeOrShareComicDocument,
    "\n  mutation MarkInterest($comicId: ID!, $interest: Boolean!) {\n    markInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n": types.MarkInterestDocument,
    "\n  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }\n": types.ComicCardFragmentDoc,
    "query AccountLanguage { userSetting { id language } }": types.AccountLanguageDocument,
    "mutation SaveLanguage($input: SettingsInput!) { updateUserSetting(input: $input) { id language } }": types.SaveLanguageDocument,
    "\n  query UserData {\n    signedInUser { id fullName email photo }\n    balance { coin bonusCoin point freeRental }\n    userPlan { id planId name status endDate }\n    giftBox { giftId type title episodeId expiresAt spend }\n  }\n": types.UserDataDocument,
    "query PromoByName($name: String!) { promoByName(name: $name) { id name discountType amount currency } }": types.PromoByNameDocument,
    "query SignedInUser { signedInUser { id fullName email photo dob gender } }": types.SignedInUserDocument,
    "query UserSetting { userSetting { id eventNotification freeNotification subscribeNotification language } }": types.UserSettingDocument,
    "\n  mutation UpdateUserSetting($input: SettingsInput!) { updateUserSetting(input: $input) { id eventNotification freeNotification subscribeNotification language } }\n": types.UpdateUserSettingDocument,
    "query LoginDevices { loginDevices { id device createdAt current } }": types.LoginDevicesDocument,
    "mutation SignOutDevice($deviceId: ID!) { signOutDevice(deviceId: $deviceId) { id device createdAt current } }": types.SignOutDeviceDocument,
    "\n  query Expirations($tab: ExpirationTab!, $page: Int!) { expirations(tab: $tab, page: $page) { total page pageSize items { id kind total remaining expiresAt detail episodeId } } }\n": types.ExpirationsDocument,
    "\n  query CoinPurchases($page: Int!) { coinPurchases(page: $page) { total page pageSize items { id packName coin bonusCoin point createdAt } } }\n": types.CoinPurchasesDocument,
    "\n  query UsageHistory($tab: UsageTab!, $page: Int!) {\n    usageHistory(tab: $tab, page: $page) {\n      total page pageSize\n      items { id kind action amount episodeId comicId detail episodeCount createdAt comic { id slug title } episode { id episodeNumber title } }\n    }\n  }\n": types.UsageHistoryDocument,
    "\n  query RefundOptions { refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId comicId until coins episodes { episodeId title episodeNumber price } } } }\n": types.RefundOptionsDocument,
    "\n  mutation RequestRefund($orderId: ID!) { requestRefund(orderId: $orderId) { message balance { coin bonusCoin point freeRental } } }\n": types.RequestRefundDocument,
    "\n  mutation RequestWithdrawal($unlockId: ID!) { requestWithdrawal(unlockId: $unlockId) { message balance { coin bonusCoin point freeRental } } }\n": types.RequestWithdrawalDocument,
    "\n  mutation Deactivate($reason: String) { deactivateAccount(reason: $reason) { success message } }\n": types.DeactivateDocument,
    "\n  mutation ChangePassword($password: String!, $confirmPassword: String!) { changePassword(password: $password, confirmPassword: $confirmPassword) { success message } }\n": types.ChangePasswordDocument,
    "\n  mutation VerifyEmailChange($code: String!) { verifyEmailChange(code: $code) { id email pendingEmail } }\n": types.VerifyEmailChangeDocument,
    "mutation ResendEmailChange { resendEmailChangeCode { success message } }": types.ResendEmailChangeDocument,
    "\n  fragment MembershipPlan on UserPlan {\n    id planId name status price currency startDate endDate isPause pausedAt autoResumeAt cancelAt\n    hold { since retryDates attemptsMade }\n  }\n": types.MembershipPlanFragmentDoc,
    "query Membership { userPlan { ...MembershipPlan } }": types.MembershipDocument,
    "\n  mutation PauseOrResumePlan($planId: ID!) { pauseOrResumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n": types.PauseOrResumePlanDocument,
    "\n  mutation CancelPlan($planId: ID!) { cancelPlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n": types.CancelPlanDocument,
    "\n  mutation ResumePlan($planId: ID!) { resumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n": types.ResumePlanDocument,
    "\n  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }\n": types.CoinPacksDocument,
    "\n  query ComicBell($comicId: ID!) { comicBell(comicId: $comicId) }\n": types.ComicBellDocument,
    "\n  mutation ToggleComicBell($comicId: ID!) { toggleComicBell(comicId: $comicId) { comicId subscribed message } }\n": types.ToggleComicBellDocument,
    "\n  query ComicDetail($slug: String!) {\n    comicDetail(slug: $slug) {\n      id slug title genre thumbnail coverImage thumbnailWidths { image width } coverImageWidths { image width }\n      description tags writer artist feature teamAssignment totalRead\n      episodes(limit: 100) { ...ComicEpisodeFields }\n    }\n  }\n": types.ComicDetailDocument,
    "\n  query ComicRentalGifts { gifts { id type episodeId } }\n": types.ComicRentalGiftsDocument,
    "\n  query ComicLastRead($page: Int!) {\n    libraryRecent(page: $page, pageSize: 100) { total items { id comic { id } episodeId } }\n  }\n": types.ComicLastReadDocument,
    "\n  mutation PurchaseEpisode($episodeId: ID!, $coin: Int) {\n    purchaseEpisode(episodeId: $episodeId, coin: $coin) { message balance { coin bonusCoin point freeRental } }\n  }\n": types.PurchaseEpisodeDocument,
    "\n  mutation UnlockAll($comicId: ID!, $coin: Int) {\n    unlockAll(comicId: $comicId, coin: $coin) { message balance { coin bonusCoin point freeRental } }\n  }\n": types.UnlockAllDocument,
    "\n  query ComicUnlocked($page: Int!) {\n    libraryUnlocked(page: $page, pageSize: 100) { total items { comic { id } episodes { episodeId } } }\n  }\n": types.ComicUnlockedDocument,
    "\n  mutation UseRentalPass($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }\n": types.UseRentalPassDocument,
    "\n  fragment LikedComment on Comment { id liked likeCount }\n": types.LikedCommentFragmentDoc,
    "\n  query CommentEpisode($slug: String!, $n: Int!) { episode(comicSlug: $slug, episodeNumber: $n) { episode { id comicId episodeNumber title } comments } }\n": types.CommentEpisodeDocument,
    "\n  query EpisodeComments($episodeId: ID!, $first: Int, $after: String) {\n    episodeComments(episodeId: $episodeId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } } }\n    }\n  }\n": types.EpisodeCommentsDocument,
    "\n  query MutesReportsAndLikes { mutesReportsAndLikes { muteData { muteUserId user { id fullName } } reportData { commentId guiltyUser } } }\n": types.MutesReportsAndLikesDocument,
    "\n  mutation AddComment($episodeId: ID!, $content: String!) {\n    addComment(episodeId: $episodeId, content: $content) {\n      message\n      comment { id content likeCount createdAt episodeNumber own liked hidden spoiler author { id fullName photo } }\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation LikeComment($commentId: ID!, $like: Boolean) { likeComment(commentId: $commentId, like: $like) { message commentId liked likeCount } }\n": types.LikeCommentDocument,
    "\n  mutation MuteCommenter($muteUserId: ID!, $mute: Boolean) { muteCommenter(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }\n": types.MuteCommenterDocument,
    "\n  mutation ReportComment($commentId: ID!, $reason: String!) { reportComment(commentId: $commentId, reason: $reason) { message } }\n": types.ReportCommentDocument,
    "\n  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }\n": types.DeleteCommentDocument,
    "\n  subscription NewComments($episodeId: ID!) { newComments(episodeId: $episodeId) { id } }\n": types.NewCommentsDocument,
    "\n  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }\n": types.GiftsDocument,
    "\n  query GiftBox { giftBox { giftId type title value total spend episodeId expiresAt claimedAt } }\n": types.GiftBoxDocument,
    "\n  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }\n": types.ClaimGiftDocument,
    "\n  query Home {\n    home {\n      slides { id image imageWidths { image width } url }\n      newReleases { ...ComicCard }\n      freeEpisode { ...ComicCard }\n      showcase { ...ComicCard }\n      genres\n    }\n  }\n": types.HomeDocument,
    "\n  query HomeRecentlyRead($pageSize: Int!) {\n    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {\n      items { id comic { ...ComicCard } percentage }\n    }\n  }\n": types.HomeRecentlyReadDocument,
    "\n  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate }\n    }\n  }\n": types.LibrarySubscribedDocument,
    "\n  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt }\n    }\n  }\n": types.LibraryRecentDocument,
    "\n  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {\n    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {\n      total page pageSize\n      items {\n        comic { id slug title genre thumbnail coverImage teamAssignment }\n        episodes { episodeId }\n        rentals { episodeId episodeNumber expiresAt }\n      }\n    }\n  }\n": types.LibraryUnlockedDocument,
    "\n  mutation DeleteReadingHistory($comicIds: [ID!]!) { deleteReadingHistory(comicIds: $comicIds) { message remaining } }\n": types.DeleteReadingHistoryDocument,
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
    "\n  query UnreadCount { unreadCount }\n": types.UnreadCountDocument,
    "\n  query PushKey { pushKey }\n": types.PushKeyDocument,
    "\n  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }\n": types.SubscribePushDocument,
    "\n  query ReaderEpisode($comicSlug: String!, $episodeNumber: Int!) {\n    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) {\n      episode { ...ComicEpisodeFields comicId comic { id slug title } }\n      access { allowed via reason message giftId price passUsed passEndsAt needsOpen needsConfirmation }\n      pages { image sequence }\n      pagesExpireAt\n      progress\n      comments\n      listEpisode(limit: 100) { ...ComicEpisodeFields }\n    }\n  }\n": types.ReaderEpisodeDocument,
    "\n  query ReaderPageUrls($comicSlug: String!, $episodeNumber: Int!) {\n    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) { access { allowed } pages { image sequence } pagesExpireAt }\n  }\n": types.ReaderPageUrlsDocument,
    "\n  query ReaderComic($slug: String!) { comicDetail(slug: $slug) { id } }\n": types.ReaderComicDocument,
    "\n  mutation OpenEpisode($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }\n": types.OpenEpisodeDocument,
    "\n  query PopularTags { popularTags }\n": types.PopularTagsDocument,
    "\n  query SearchComics($text: String!, $limit: Int!) { searchComics(text: $text, limit: $limit) { items { ...ComicCard } } }\n": types.SearchComicsDocument,
    "\n  query HomeSlide($id: String!) { homeSlide(id: $id) { id image url ckEditorData } }\n": types.HomeSlideDocument,
    "\n  query Faq { faq { id title content { question answer } } }\n": types.FaqDocument,
    "\n  query StaticPages { staticPages { id page content } }\n": types.StaticPagesDocument,
    "\n  query About { about { banner vision visionText content { title detail } } }\n": types.AboutDocument,
    "\n  query Plans { plans { id name duration basePrice price discountType discountValue } }\n": types.PlansDocument,
    "\n  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }\n": types.WriterDocument,
    "\n  mutation GrantOfflineWindow($episodeId: ID!) {\n    grantOfflineWindow(episodeId: $episodeId) {\n      token\n      pages {\n        sequence\n        image\n      }\n    }\n  }\n": types.GrantOfflineWindowDocument,
    "\n  query OfflineKey {\n    offlineKey {\n      alg\n      kid\n      jwk {\n        kty\n        crv\n        x\n        y\n      }\n    }\n  }\n": types.OfflineKeyDocument,
    "\n  mutation SendOfflineProgress($episodeId: ID!, $comicId: ID!, $readPercentage: Float!) {\n    recordReadingProgress(episodeId: $episodeId, comicId: $comicId, readPercentage: $readPercentage, offline: true) {\n      readPercentage\n    }\n  }\n": types.SendOfflineProgressDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactLinks { contactLinks { facebook instagram linkedin youtube telegram supportEmail } }\n"): typeof import('./graphql.js').ContactLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthProviders {\n    authProviders {\n      google\n    }\n  }\n"): typeof import('./graphql.js').AuthProvidersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BalanceChanges { balanceChanges { coin bonusCoin point freeRental } }"): typeof import('./graphql.js').BalanceChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Banners { banners { id page image url } }\n"): typeof import('./graphql.js').BannersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }\n"): typeof import('./graphql.js').UnsubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComicEpisodeFields on Episode { id title episodeNumber coverImage monetization coinPrice releaseDate createdAt }\n"): typeof import('./graphql.js').ComicEpisodeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicEpisodesPage($comic: String!, $offset: Int!) {\n    comicDetail(slug: $comic) { id episodes(offset: $offset, limit: 100) { ...ComicEpisodeFields } }\n  }\n"): typeof import('./graphql.js').ComicEpisodesPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicEngagement($comicId: ID!) { comicEngagement(comicId: $comicId) { comicId likeCount shareCount liked interest } }\n"): typeof import('./graphql.js').ComicEngagementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeOrShareComic($comicId: ID!, $type: LikeShareType!) {\n    likeOrShareComic(comicId: $comicId, type: $type) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n"): typeof import('./graphql.js').LikeOrShareComicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInterest($comicId: ID!, $interest: Boolean!) {\n    markInterest(comicId: $comicId, interest: $interest) { message engagement { comicId likeCount shareCount liked interest } }\n  }\n"): typeof import('./graphql.js').MarkInterestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComicCard on Comic { id slug title genre thumbnail coverImage thumbnailWidths { image width } teamAssignment freeEpisodeCount }\n"): typeof import('./graphql.js').ComicCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountLanguage { userSetting { id language } }"): typeof import('./graphql.js').AccountLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveLanguage($input: SettingsInput!) { updateUserSetting(input: $input) { id language } }"): typeof import('./graphql.js').SaveLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserData {\n    signedInUser { id fullName email photo }\n    balance { coin bonusCoin point freeRental }\n    userPlan { id planId name status endDate }\n    giftBox { giftId type title episodeId expiresAt spend }\n  }\n"): typeof import('./graphql.js').UserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PromoByName($name: String!) { promoByName(name: $name) { id name discountType amount currency } }"): typeof import('./graphql.js').PromoByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignedInUser { signedInUser { id fullName email photo dob gender } }"): typeof import('./graphql.js').SignedInUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserSetting { userSetting { id eventNotification freeNotification subscribeNotification language } }"): typeof import('./graphql.js').UserSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserSetting($input: SettingsInput!) { updateUserSetting(input: $input) { id eventNotification freeNotification subscribeNotification language } }\n"): typeof import('./graphql.js').UpdateUserSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginDevices { loginDevices { id device createdAt current } }"): typeof import('./graphql.js').LoginDevicesDocument;
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
export function graphql(source: "\n  mutation ChangePassword($password: String!, $confirmPassword: String!) { changePassword(password: $password, confirmPassword: $confirmPassword) { success message } }\n"): typeof import('./graphql.js').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailChange($code: String!) { verifyEmailChange(code: $code) { id email pendingEmail } }\n"): typeof import('./graphql.js').VerifyEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendEmailChange { resendEmailChangeCode { success message } }"): typeof import('./graphql.js').ResendEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MembershipPlan on UserPlan {\n    id planId name status price currency startDate endDate isPause pausedAt autoResumeAt cancelAt\n    hold { since retryDates attemptsMade }\n  }\n"): typeof import('./graphql.js').MembershipPlanFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Membership { userPlan { ...MembershipPlan } }"): typeof import('./graphql.js').MembershipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseOrResumePlan($planId: ID!) { pauseOrResumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n"): typeof import('./graphql.js').PauseOrResumePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPlan($planId: ID!) { cancelPlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n"): typeof import('./graphql.js').CancelPlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePlan($planId: ID!) { resumePlan(planId: $planId) { change userPlan { ...MembershipPlan } } }\n"): typeof import('./graphql.js').ResumePlanDocument;
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
export function graphql(source: "\n  query ComicDetail($slug: String!) {\n    comicDetail(slug: $slug) {\n      id slug title genre thumbnail coverImage thumbnailWidths { image width } coverImageWidths { image width }\n      description tags writer artist feature teamAssignment totalRead\n      episodes(limit: 100) { ...ComicEpisodeFields }\n    }\n  }\n"): typeof import('./graphql.js').ComicDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicRentalGifts { gifts { id type episodeId } }\n"): typeof import('./graphql.js').ComicRentalGiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicLastRead($page: Int!) {\n    libraryRecent(page: $page, pageSize: 100) { total items { id comic { id } episodeId } }\n  }\n"): typeof import('./graphql.js').ComicLastReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PurchaseEpisode($episodeId: ID!, $coin: Int) {\n    purchaseEpisode(episodeId: $episodeId, coin: $coin) { message balance { coin bonusCoin point freeRental } }\n  }\n"): typeof import('./graphql.js').PurchaseEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockAll($comicId: ID!, $coin: Int) {\n    unlockAll(comicId: $comicId, coin: $coin) { message balance { coin bonusCoin point freeRental } }\n  }\n"): typeof import('./graphql.js').UnlockAllDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComicUnlocked($page: Int!) {\n    libraryUnlocked(page: $page, pageSize: 100) { total items { comic { id } episodes { episodeId } } }\n  }\n"): typeof import('./graphql.js').ComicUnlockedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UseRentalPass($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }\n"): typeof import('./graphql.js').UseRentalPassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LikedComment on Comment { id liked likeCount }\n"): typeof import('./graphql.js').LikedCommentFragmentDoc;
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
export function graphql(source: "\n  query MutesReportsAndLikes { mutesReportsAndLikes { muteData { muteUserId user { id fullName } } reportData { commentId guiltyUser } } }\n"): typeof import('./graphql.js').MutesReportsAndLikesDocument;
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
export function graphql(source: "\n  mutation MuteCommenter($muteUserId: ID!, $mute: Boolean) { muteCommenter(muteUserId: $muteUserId, mute: $mute) { message muteUserId muted } }\n"): typeof import('./graphql.js').MuteCommenterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportComment($commentId: ID!, $reason: String!) { reportComment(commentId: $commentId, reason: $reason) { message } }\n"): typeof import('./graphql.js').ReportCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($commentId: ID!) { deleteComment(commentId: $commentId) { message } }\n"): typeof import('./graphql.js').DeleteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewComments($episodeId: ID!) { newComments(episodeId: $episodeId) { id } }\n"): typeof import('./graphql.js').NewCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Gifts { gifts { id type title image value detail expiryDate episodeId lastsDays } }\n"): typeof import('./graphql.js').GiftsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftBox { giftBox { giftId type title value total spend episodeId expiresAt claimedAt } }\n"): typeof import('./graphql.js').GiftBoxDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimGift($giftId: ID!) { claimGift(giftId: $giftId) { message balance { coin bonusCoin point freeRental } } }\n"): typeof import('./graphql.js').ClaimGiftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    home {\n      slides { id image imageWidths { image width } url }\n      newReleases { ...ComicCard }\n      freeEpisode { ...ComicCard }\n      showcase { ...ComicCard }\n      genres\n    }\n  }\n"): typeof import('./graphql.js').HomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRecentlyRead($pageSize: Int!) {\n    libraryRecent(page: 1, pageSize: $pageSize, filter: all) {\n      items { id comic { ...ComicCard } percentage }\n    }\n  }\n"): typeof import('./graphql.js').HomeRecentlyReadDocument;
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
export function graphql(source: "\n  mutation DeleteReadingHistory($comicIds: [ID!]!) { deleteReadingHistory(comicIds: $comicIds) { message remaining } }\n"): typeof import('./graphql.js').DeleteReadingHistoryDocument;
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
export function graphql(source: "\n  query UnreadCount { unreadCount }\n"): typeof import('./graphql.js').UnreadCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushKey { pushKey }\n"): typeof import('./graphql.js').PushKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }\n"): typeof import('./graphql.js').SubscribePushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderEpisode($comicSlug: String!, $episodeNumber: Int!) {\n    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) {\n      episode { ...ComicEpisodeFields comicId comic { id slug title } }\n      access { allowed via reason message giftId price passUsed passEndsAt needsOpen needsConfirmation }\n      pages { image sequence }\n      pagesExpireAt\n      progress\n      comments\n      listEpisode(limit: 100) { ...ComicEpisodeFields }\n    }\n  }\n"): typeof import('./graphql.js').ReaderEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderPageUrls($comicSlug: String!, $episodeNumber: Int!) {\n    episode(comicSlug: $comicSlug, episodeNumber: $episodeNumber) { access { allowed } pages { image sequence } pagesExpireAt }\n  }\n"): typeof import('./graphql.js').ReaderPageUrlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderComic($slug: String!) { comicDetail(slug: $slug) { id } }\n"): typeof import('./graphql.js').ReaderComicDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenEpisode($episodeId: ID!) { openEpisode(episodeId: $episodeId) { episodeId passStarted passEndsAt } }\n"): typeof import('./graphql.js').OpenEpisodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularTags { popularTags }\n"): typeof import('./graphql.js').PopularTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchComics($text: String!, $limit: Int!) { searchComics(text: $text, limit: $limit) { items { ...ComicCard } } }\n"): typeof import('./graphql.js').SearchComicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeSlide($id: String!) { homeSlide(id: $id) { id image url ckEditorData } }\n"): typeof import('./graphql.js').HomeSlideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Faq { faq { id title content { question answer } } }\n"): typeof import('./graphql.js').FaqDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaticPages { staticPages { id page content } }\n"): typeof import('./graphql.js').StaticPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query About { about { banner vision visionText content { title detail } } }\n"): typeof import('./graphql.js').AboutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans { plans { id name duration basePrice price discountType discountValue } }\n"): typeof import('./graphql.js').PlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Writer($writerName: String!) { writerComics(writerName: $writerName, limit: 100) { items { ...ComicCard description } total offset limit } }\n"): typeof import('./graphql.js').WriterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantOfflineWindow($episodeId: ID!) {\n    grantOfflineWindow(episodeId: $episodeId) {\n      token\n      pages {\n        sequence\n        image\n      }\n    }\n  }\n"): typeof import('./graphql.js').GrantOfflineWindowDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OfflineKey {\n    offlineKey {\n      alg\n      kid\n      jwk {\n        kty\n        crv\n        x\n        y\n      }\n    }\n  }\n"): typeof import('./graphql.js').OfflineKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOfflineProgress($episodeId: ID!, $comicId: ID!, $readPercentage: Float!) {\n    recordReadingProgress(episodeId: $episodeId, comicId: $comicId, readPercentage: $readPercentage, offline: true) {\n      readPercentage\n    }\n  }\n"): typeof import('./graphql.js').SendOfflineProgressDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
