/** What the reading context says to the reader (docs/product.md texts among them), for REST and GraphQL alike. */
export const READING_MESSAGES = {
  // why an episode may not be read (EpisodeAccess)
  notLive: 'Warn! episode was not live',
  loginFirst: 'Please do login first',
  vipOnly: 'This episode is for VIP members',
  claimRentalGift: 'Claim your free rental pass in the gift box',
  purchaseToRead: 'Purchase this episode to read it',
  // signed page links (PageUrls)
  pageNotFound: 'Not found',
  pageLinkExpired: 'This page link has expired: open the episode again',
  pageLinkInvalid: 'This page link is not valid',
  // progress and history
  comicNotOfEpisode: 'comicId: does not match the episode',
  historyDeleted: 'History deleted',
  historyIdsRange: 'comicIds: 1 to 500 ids',
  // offline windows
  offlineNotWhilePaused: 'Your VIP plan is paused: resume it to read offline',
  offlineOpenFirst: 'Open the episode first, then save it for offline reading',
  offlineWindowEnded: 'Your access to this episode ends now: it cannot be saved for offline reading',
  // library shelves
  badShelfPaging: (maxPageSize: number) => `page must be 1 or more and pageSize 1 to ${maxPageSize}`,
} as const;
