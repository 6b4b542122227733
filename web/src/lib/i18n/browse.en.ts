// English texts of the browsing, comic detail, reader and static screens (issue 6, part 2).
// Spec texts are verbatim (typos included). Merged into the translation namespace as `browse`.
const browseEn = {
  home: {
    slides: 'Featured stories', slide: 'Open featured story {{n}} (new tab)', prevSlide: 'Previous slides', nextSlide: 'Next slides',
    slidePicker: 'Choose slides', slideGo: 'Show slide {{n}}', freeCount_one: '{{count, number}} Free Episode', freeCount_other: '{{count, number}} Free Episodes',
    completed: 'Completed',
  },
  comic: {
    original: 'Koma original', rank: 'Rank', episodes_one: '{{count, number}} episode', episodes_other: '{{count, number}} episodes', views_one: '{{count, number}} view', views_other: '{{count, number}} views', by: 'by {{name}}',
    writer: 'Writer', artist: 'Artist', tags: 'Tags', announcements: 'Announcements', startReading: 'Start Reading', unlockAll: 'Unlock all',
    free: 'Free', coins_one: '{{count, number}} Coin', coins_other: '{{count, number}} Coins', purchased: 'Purchased', vipOnly: 'VIP only', rentalPass: 'Free Rental Pass',
    sortNumber: 'Episode order', sortNewest: 'Newest first', sortLabel: 'Sort episodes',
    cover: 'Cover of {{title}}', episodeCover: 'Cover of episode {{n}}',
  },
  purchase: {
    title: 'Purchase episode', episode: 'Episode {{n}} · {{title}}', price: 'Price', balance: 'Your balance (Coin + Bonus Coins)',
    buy_one: 'Buy for {{count, number}} Coin', buy_other: 'Buy for {{count, number}} Coins', cancel: 'Cancel', note: 'Purchased episodes stay in My Library › Unlocked.',
    loginFirst: 'Please do login first', insufficient: 'Insufficient coin Please buy coin for purchasing this item', buyToRead: 'Purchase this episode to read it',
    success: 'episode purchase successfully!', coinsValue_one: '{{count, number}} Coin', coinsValue_other: '{{count, number}} Coins',
  },
  unlock: {
    title: 'Unlock all episodes', count: 'Locked episodes', total: 'Total price', buy_one: 'Unlock all for {{count, number}} Coin', buy_other: 'Unlock all for {{count, number}} Coins',
    noteWithdraw: 'A withdrawal request is possible within 7 days after purchase for episodes not viewed.',
    notePoints: 'Points are valid for 30 days from receipt.', noteGiftBox: 'Points go to the gift box.',
    success: 'All episodes are unlock!', notes: 'Notes',
  },
  reader: {
    episodes: 'Episodes', episodeList: 'Episode list', order: '#{{n}}', episodeN: 'Episode {{n}}', prev: 'Prev', next: 'Next',
    comments: 'Comments {{count, number}}', toTop: 'Scroll to top', toBottom: 'Scroll to bottom', page: 'Page {{n}} of {{total}}',
    notLive: 'Warn! episode was not live', noEpisode: 'No episode data fetched', noComic: 'No comic data fetched',
    chrome: 'Show or hide the reader controls', back: 'Back to the comic',
  },
  community: {
    like: 'Like', liked: 'Liked', likes_one: '{{count, number}} like', likes_other: '{{count, number}} likes', share: 'Share', shares_one: '{{count, number}} share', shares_other: '{{count, number}} shares', linkCopied: 'Link copied',
    interested: 'Interested', notInterested: 'Not interested', interest: 'Your interest in this comic', loginFirst: 'Please do login first !',
    likeComic: 'Like this comic', unlikeComic: 'Remove your like',
    comments: 'Comments', count_one: '{{count, number}} comment', count_other: '{{count, number}} comments', popular: 'Popular', you: 'You', commentLike: 'Like ({{count, number}})',
    mute: 'Mute', unmute: 'UnMute', report: 'Report', reported: 'Reported', delete: 'Delete',
    added: 'Comment added', reportDone: 'Reported', deleted: 'Comment deleted',
    addComment: 'Add Comment', post: 'Post', placeholder: 'Write a comment', tooLong: 'A comment can be at most 1000 characters',
    reportTitle: 'Report this comment', reportReason: 'Reason', reportSend: 'Report', cancel: 'Cancel',
    spoiler: 'Possible spoiler: from an episode you have not read yet', showSpoiler: 'Show it', hidden: 'Hidden by moderation: only you can see it',
    mutedList: 'Muted commenters', mutedNote: 'You muted {{name}}', more: 'Show more', noComments: 'No comments', notFound: 'No comments found', newComments: 'New comments',
  },
  listing: {
    more: 'Show more', sortBy: 'Sort by', order: 'Order', popular: 'Popular', newest: 'Newest', title: 'Title', asc: 'Ascending', desc: 'Descending',
  },
  writer: {
    bio: 'A storyteller at Koma who writes stories to read on a phone, one scroll at a time. Follow the series below and the social channels for news of the next episodes.',
    comics: 'Comics', social: 'Social', start: 'Start Reading',
  },
  static: {
    faqEmpty: 'No FAQ data found.', notAvailable: 'Not available', vision: 'Vision', timeline: 'Timeline', visionImage: 'Our vision',
    aboutBanner: 'About Koma', send: 'Send', required: 'Please fill all required field', sent: 'Your request will be sent to customer support',
    supportEmail: 'Support email', contactIntro: 'Questions about coins, VIP or your account? Write to us.',
  },
} as const;

export default browseEn;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type BrowseTexts = Widen<typeof browseEn>;
