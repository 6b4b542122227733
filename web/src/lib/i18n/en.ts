// English texts. Spec texts are kept verbatim, misspellings included ('Purchage Coins').
import screensEn from './screens.en.js';
import inboxEn from './inbox.en.js';
import safetyEn from './safety.en.js';
import authLinkEn from './auth-link.en.js';

const en = {
  app: { name: 'Koma', notifications: 'Notifications Alt+T', skip: 'Skip to content', loading: 'Loading…', retry: 'Try again', close: 'Close', home: 'Home', back: 'Back' },
  nav: {
    main: 'Main', daily: 'Daily', free: 'Free', rankings: 'Rankings', genre: 'Genre', shop: 'Shop (VIP subscription)',
    search: 'Search', account: 'Account menu', adult: 'Adult content (R)', adultOn: 'R on', adultOff: 'R off',
  },
  search: {
    label: 'Search comics by title or tag', placeholder: 'Search title or tag', clear: 'Clear search', close: 'Close search',
    noResult: 'No comic found', popularTags: 'Popular Tags', results: 'Search results', dialog: 'Search', loading: 'Loading comics…',
    max_one: 'Up to {{count}} character', max_other: 'Up to {{count}} characters',
  },
  account: {
    google: 'Sign in with Google', loginEmail: 'Login with email', signUp: 'Sign Up', support: 'Customer Support', submission: 'Submission',
    notifications: 'Notifications', myAccount: 'My Account', logout: 'Logout', library: 'My Library', giftBox: 'Gift Box',
    coin: 'Coin', purchaseCoins: 'Purchage Coins', bonusCoins: 'Bonus Coins', points: 'Points', freeRental: 'Free Rental Passes',
    planExpires: 'Plan expires {{date}}', photo: 'Profile photo of {{name}}', reader: 'Reader', social: 'Follow us', loading: 'Loading your account…',
  },
  social: { facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', youtube: 'YouTube', telegram: 'Telegram' },
  footer: {
    about: 'About Us', terms: 'Terms of Use', privacy: 'Privacy Policy', contact: 'Contact Us', faq: 'FAQ', submission: 'Submission',
    copyright: '© {{year}} Koma. All rights reserved.', contactEmail: 'Contact: {{email}}', language: 'Language', links: 'Site links',
  },
  language: { english: 'English/US', mongolian: 'Монгол (Mongolian)' },
  submission: {
    title: 'Submit your comic',
    intro: 'We are always looking for new stories. To submit your work, send us:',
    episodes: 'More than 4 completed episodes',
    description: 'A detailed title description: genre, synopsis and character biographies',
    sendTo: 'Send your submission to',
  },
  age: {
    title: 'Age verification', question: 'Are you 18 years of age or older?', no: 'No', yes: 'Yes',
    note: 'Adult (R) titles are only shown to readers of age (21 where the age of majority differs).',
  },
  errors: {
    generic: 'An error occurred', fetchFailed: 'Fetch failed', pleaseLogin: 'Something went wrong Please login',
    chunk: 'Loading chunk failed. ({{type}}: {{url}})', chunkTitle: 'This page could not be loaded', notFound: 'Page not found',
    notFoundText: 'The page you are looking for does not exist.',
  },
  pages: {
    manga: 'Manga', vender: 'Vender', episodes: 'Episodes', filter: 'Filter', description: 'Description', supportEmail: 'Support email: {{email}}', accountMenu: 'Account sections', manageDevices: 'Manage Devices', manageVip: 'Manage VIP Membership', expiration: 'Expected Expiration Dates', coinHistory: 'Coin Purchase History', usageHistory: 'Usage History', deactivate: 'Deactivate my account', vision: 'Our vision', timeline: 'Our story', episodeN: 'Episode {{n}}', 
    home: 'Home', newReleases: 'New Releases', freeEpisode: 'Free Episode', showcase: 'Koma Originals', recentlyRead: 'Recently Read', more: 'More', genres: 'Genres',
    daily: 'Daily', free: 'Free', genre: 'Genre', ranking: 'Ranking', tag: '#{{tag}}', more_: 'More {{genre}}', writer: 'Writer {{name}}',
    giftBox: 'Gift Box', notifications: 'Notifications', notification: 'Notification', comic: 'Comic', episode: 'Episode', comments: 'Comments',
    library: 'My Library', purchaseCoin: 'Purchase Coins', vip: 'VIP Subscription', terms: 'Terms of Use', privacy: 'Privacy Policy',
    about: 'About Us', contact: 'Contact Us', faq: 'FAQ', account: 'Manage Account', slide: 'Featured', login: 'Login',
    register: 'Sign Up', verification: 'Verification', setPassword: 'Set password', forgot: 'Forgot password', reset: 'Reset Password',
    payWithCard: 'Pay with card', signingIn: 'Signing you in…', all: 'All', new: 'New', allTime: 'All time', week: 'Week', day: 'Day',
    rentalPasses: 'Rental Passes', coin: 'Coin', point: 'Point', subscribed: 'Subscribed', recent: 'Recent', unlocked: 'Unlocked',
    banner: 'Banner', enterCoupon: 'Enter coupon code', sort: 'Sort',
  },
  days: { MON: 'MON', TUE: 'TUE', WED: 'WED', THU: 'THU', FRI: 'FRI', SAT: 'SAT', SUN: 'SUN' },
  empty: {
    noCoinGift: 'No coin gift available', noPointGift: 'No Points gift available', 
    noData: 'No data available', noDataFound: 'No data found', noRental: 'No rental pass here', noNotification: 'No notification',
    noFaq: 'No FAQ data found.', noEpisode: 'No episode uploaded yet', noSubscribe: 'No subscribe', noRecent: 'No recent read available',
    noUnlocked: 'No unlocked', notAvailable: 'Not available', noComments: 'No comments',
  },
  auth: {
    email: 'Email', password: 'Password', confirmPassword: 'Confirm password', name: 'Name', code: 'Code', forgotLink: 'Forgot password',
    login: 'Login', register: 'Sign Up', verify: 'Verify', resend: 'Resend', continue: 'Continue', save: 'Save', noAccount: "Don't have an account?",
    newPassword: 'New password', reEnter: 'Re-enter your password', agree: 'I agree to the Terms of Use and Privacy Policy',
    resetNote: 'Enter and confirm your new password.', submit: 'Submit',
  },
  card: {
    offer: 'Welcome Exclusive offer', offerText: '$t(units.coins, {"count": {{coins}} }) + $t(units.bonusCoins, {"count": {{bonus}} }) + $t(units.points, {"count": {{points}} })', off: '{{percent}}% off',
    regular: 'Regular price', sale: 'Sale price', email: 'Email', number: 'Card number', expiry: 'MM/YY', cvc: 'CVC', holder: 'Card holder name',
    country: 'Country', selectCountry: 'Select Country', india: 'India', pay: 'Pay', back: 'Back', secure: 'Card details',
  },
  ...screensEn,
  inbox: inboxEn,
  safety: safetyEn,
  authLink: authLinkEn,
  /** Amounts that other texts nest, each by its own count: `$t(units.coins, {"count": {{coins}} })`. */
  units: {
    coins_one: '{{count, number}} coin', coins_other: '{{count, number}} coins', bonusCoins_one: '{{count, number}} bonus coin', bonusCoins_other: '{{count, number}} bonus coins',
    points_one: '{{count, number}} point', points_other: '{{count, number}} points',
  },
  pager: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {{page}}' },
  /** The server's fixed error messages by code (server-errors.ts): the English is the server's own text, word for word. */
  serverErrors: {
    loginFirst: 'Please do login first', sessionEnded: 'Your session has ended, please log in again',
    promoNotFound: 'Promo code not found', promoNotStarted: 'Promo code is not active yet', promoExpired: 'Promo code is expired',
    promoUnavailable: 'Promo code is expired or invalid',
    pushEndpointTaken: 'This browser gets another reader\'s notifications; they must turn them off (or log out) first',
    commentEmpty: 'Please write a comment', commentTooLong: 'A comment can be at most 1000 characters', episodeNotLive: 'Warn! episode was not live',
    episodeNotReadable: 'You can comment on an episode you can read', muteSelf: 'You cannot mute yourself', reportSelf: 'You cannot report your own comment',
    alreadyReported: 'You already reported this comment', notYourComment: 'You can delete only your own comment', banned: 'You are banned from commenting',
  },
} as const;

export default en;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Texts = Widen<typeof en>;
