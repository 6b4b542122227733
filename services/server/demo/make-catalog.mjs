// Writes catalog.json, Koma's original demo catalog (contract §5 format). Run after editing:
//   node services/server/demo/make-catalog.mjs
// Image paths name what the art generator (src/modules/catalog/demo/demo-art.ts) draws:
//   art/cover/<comic>.png art/thumb/<comic>.png art/page/<comic>-<1..3>.png art/ep/<comic>-<1..2>.png
//   art/banner/<page>.png art/slide/<key>.png art/gift/<type>.png art/about/<banner|vision>.png
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DAY = 86_400_000;
const at = (iso, plusDays = 0) => new Date(Date.parse(iso) + plusDays * DAY).toISOString();

const comics = [
  { key: 'lantern-street-ghosts', title: 'Lantern Street Ghosts', genre: 'Horror', writer: 'Mina Sol', artist: 'Odko Dash', days: ['MON'], episodes: 24, money: 'coin', start: '2025-01-06T09:00:00Z',
    tags: ['ghost', 'mystery', 'night market'], description: 'Every lantern on Lantern Street holds a ghost who forgot their name. Night-shift courier Nomin delivers their last letters before dawn.' },
  { key: 'steppe-riders', title: 'Steppe Riders', genre: 'Action', writer: 'Bat-Erdene Ochir', artist: 'Bat-Erdene Ochir', days: ['TUE'], episodes: 22, money: 'coin', start: '2025-02-04T09:00:00Z',
    tags: ['horses', 'adventure', 'rivals'], description: 'A courier race across a thousand kilometres of grassland, where the fastest rider wins a wish from the sky.' },
  { key: 'cafe-nomad', title: 'Cafe Nomad', genre: 'Romance', writer: 'Saraa Gan', artist: 'Anu Tsend', days: ['WED'], episodes: 12, money: 'subscription', start: '2025-03-05T09:00:00Z',
    tags: ['coffee', 'slice of life', 'romance'], description: 'A travelling cafe in a yellow van, a barista who never stays, and a regular who wants her to.' },
  { key: 'robot-grandma', title: 'Robot Grandma', genre: 'Comedy', writer: 'Tuya Bold', artist: 'Tuya Bold', days: ['THU'], episodes: 10, money: 'coin', start: '2025-04-03T09:00:00Z',
    tags: ['family', 'robots', 'comedy'], description: 'Grandma uploaded herself into a kitchen robot. She still thinks you are too thin.' },
  { key: 'starlit-archive', title: 'Starlit Archive', genre: 'Sci-Fi', writer: 'Mina Sol', artist: 'Enkh Jargal', days: ['FRI'], episodes: 8, money: 'subscription', start: '2025-05-02T09:00:00Z',
    tags: ['space', 'library', 'mystery'], description: 'The last librarian of a drifting space station catalogues stars that have already gone out.' },
  { key: 'the-ninth-scroll', title: 'The Ninth Scroll', genre: 'Fantasy', writer: 'Khulan Bat', artist: 'Odko Dash', days: ['SAT'], episodes: 21, money: 'mixed', start: '2025-01-11T09:00:00Z',
    tags: ['magic', 'adventure', 'dragons'], description: 'Eight scrolls hold the kingdom\'s spells. The ninth holds the apprentice who was written into it by mistake.' },
  { key: 'midnight-dumplings', title: 'Midnight Dumplings', genre: 'Comedy', writer: 'Ganaa Tumur', artist: 'Mira Lkham', days: ['SUN'], episodes: 9, money: 'coin', team: 'Blue Yak Studio', start: '2025-03-02T09:00:00Z',
    tags: ['food', 'comedy', 'night market'], description: 'A dumpling stall that only opens at midnight, and only for customers with a very strange problem.' },
  { key: 'iron-falcon', title: 'Iron Falcon', genre: 'Action', writer: 'Temuulen Ariun', artist: 'Temuulen Ariun', days: ['MON', 'THU'], episodes: 14, money: 'coin', team: 'Blue Yak Studio', start: '2025-06-02T09:00:00Z',
    tags: ['mecha', 'rivals', 'adventure'], description: 'A falconer builds a steel bird to win back her city\'s sky from the drone racers.' },
  { key: 'second-spring', title: 'Second Spring', genre: 'Drama', writer: 'Oyun Erdene', artist: 'Sarnai Bold', days: ['TUE'], episodes: 7, money: 'subscription', team: 'Paper Crane Works', start: '2025-07-01T09:00:00Z',
    tags: ['family', 'slice of life', 'drama'], description: 'Two retired teachers reopen the village school for one last class of nine stubborn students.' },
  { key: 'frostbite-academy', title: 'Frostbite Academy', genre: 'Fantasy', writer: 'Khulan Bat', artist: 'Mira Lkham', days: ['WED'], episodes: 11, money: 'mixed', team: 'Paper Crane Works', start: '2025-04-09T09:00:00Z',
    tags: ['magic', 'school', 'winter'], description: 'At the academy where winter is taught as a subject, one student can only make things warmer.' },
  { key: 'signal-lost', title: 'Signal Lost', genre: 'Sci-Fi', writer: 'Ganaa Tumur', artist: 'Enkh Jargal', days: ['FRI', 'SAT'], episodes: 6, money: 'coin', team: 'Blue Yak Studio', start: '2025-08-01T09:00:00Z',
    tags: ['space', 'robots', 'mystery'], description: 'A repair drone on a silent moon base starts receiving messages from its own future.' },
  { key: 'hearts-on-route-3', title: 'Hearts on Route 3', genre: 'Romance', writer: 'Saraa Gan', artist: 'Sarnai Bold', days: ['SUN'], episodes: 8, money: 'subscription', team: 'Paper Crane Works', start: '2025-05-04T09:00:00Z',
    tags: ['romance', 'bus', 'slice of life'], description: 'The night bus on Route 3 has one driver, one regular, and forty minutes every evening.' },
];

const episodeTitles = ['The First Night', 'An Unexpected Guest', 'Footsteps', 'Promises', 'The Map', 'Storm Warning', 'Old Friends', 'Crossroads',
  'Secrets', 'The Long Road', 'A Small Victory', 'Letters', 'Fireworks', 'Shadows', 'Homecoming', 'The Bet', 'Broken Compass', 'Morning Light',
  'Echoes', 'The Festival', 'Turning Point', 'Last Train', 'Snowfall', 'New Moon'];

const out = {
  adminData: { socialMedia: {
    facebook: 'https://facebook.com/koma.comics', instagram: 'https://instagram.com/koma.comics', linkedin: 'https://linkedin.com/company/koma-comics',
    youtube: 'https://youtube.com/@komacomics', telegram: 'https://t.me/komacomics' } },
  about: {
    banner: 'art/about/banner.png', vision: 'art/about/vision.png',
    vision_text: 'Koma brings new comics from Mongolia and beyond to readers everywhere: fair prices for readers, fair pay for artists, and a new episode every day of the week.',
    content: [
      { title: '2021 — The first panel', detail: 'Three friends publish Lantern Street Ghosts as a free web comic from a shared flat in Ulaanbaatar.' },
      { title: '2022 — A studio', detail: 'Koma becomes a studio of twelve writers and artists and opens submissions to new creators.' },
      { title: '2023 — Partners', detail: 'Blue Yak Studio and Paper Crane Works bring their series to Koma.' },
      { title: '2024 — Coins and VIP', detail: 'Readers can support their favourite series with coins or a VIP membership.' },
      { title: '2025 — Every day', detail: 'A new episode goes live every day of the week, in English and Mongolian.' },
    ],
  },
  faqs: [
    { key: 'faq-account', title: 'Account', content: [
      { question: 'How do I create an account?', answer: '<p>Choose <strong>Sign Up</strong>, enter your name and email, then type the code we mail you and choose a password.</p>' },
      { question: 'On how many devices can I log in?', answer: '<p>Up to <strong>5</strong> devices. Remove an old one under <em>My Account → Manage Devices</em>.</p>' },
      { question: 'How do I delete my account?', answer: '<p>Go to <em>My Account → Deactivate my account</em> and tell us why you are leaving.</p>' },
    ] },
    { key: 'faq-coins', title: 'Coins and payments', content: [
      { question: 'What are coins and bonus coins?', answer: '<p>Coins unlock episodes. Bonus coins work the same way but expire; they are spent first.</p>' },
      { question: 'Can I get a refund?', answer: '<p>A coin pack can be refunded within <strong>7 days</strong> if none of its coins or bonus coins were spent. <a href="/contact-us">Contact support</a>.</p>' },
      { question: 'How long do points last?', answer: '<p>Points are valid for 30 days from the day you receive them.</p>' },
    ] },
    { key: 'faq-reading', title: 'Reading', content: [
      { question: 'Which episodes are free?', answer: '<p>The first episodes of every series are free. Look for the <em>Free</em> label.</p>' },
      { question: 'What does VIP give me?', answer: '<p>VIP members read every subscription episode while their plan is active.</p>' },
      { question: 'What is a free rental pass?', answer: '<p>A gift that opens one coin episode. Claim it in your <a href="/gift-box">Gift Box</a>.</p>' },
    ] },
  ],
  staticPages: [
    { page: 'terms', content: '<h2>Terms of Use</h2><p>Welcome to Koma. By reading on Koma you agree to these terms.</p><h3>1. Your account</h3><p>Keep your password safe. You may use at most five devices.</p><h3>2. Coins</h3><p>Coins are usable in English/US only. Purchases by minors may be cancelled. Bundles are refundable within 7 days only if no coins or bonus coins were spent.</p><h3>3. Content</h3><p>All comics on Koma belong to their creators. Do not copy or redistribute them.</p>' },
    { page: 'privacy', content: '<h2>Privacy Policy</h2><p>We keep only what we need to run Koma: your email, your name, your reading history and your purchases.</p><h3>What we never do</h3><ul><li>We never sell your data.</li><li>We never show your email to other readers.</li></ul><p>Questions? Write to <a href="mailto:privacy@koma.example">privacy@koma.example</a>.</p>' },
  ],
  popularTags: ['romance', 'magic', 'adventure', 'comedy', 'mystery', 'space', 'slice of life', 'rivals'],
  banners: ['home', 'daily', 'free', 'genre', 'ranking'].map((page) => ({
    key: `banner-${page}`, page, image: `art/banner/${page}.png`, url: page === 'home' ? '/daily-product' : `/comic/${comics[['daily', 'free', 'genre', 'ranking'].indexOf(page) + 1].key}`,
    startDate: '2024-01-01T00:00:00Z', endDate: '2035-12-31T23:59:59Z',
  })).concat([{ key: 'banner-old-sale', page: 'home', image: 'art/banner/home.png', url: '/purchase-coin', startDate: '2024-01-01T00:00:00Z', endDate: '2024-02-01T00:00:00Z' }]),
  slides: [
    { key: 'slide-welcome', image: 'art/slide/slide-welcome.png', url: 'welcome', startDate: '2024-01-01T00:00:00Z', endDate: '2035-12-31T23:59:59Z',
      ckEditorData: '<h2>Welcome to Koma</h2><p>New comics every day of the week. Start with <a href="/comic/lantern-street-ghosts">Lantern Street Ghosts</a> — the first three episodes are free.</p>' },
    { key: 'slide-ninth-scroll', image: 'art/slide/slide-ninth-scroll.png', url: 'ninth-scroll', startDate: '2024-01-01T00:00:00Z', endDate: '2035-12-31T23:59:59Z',
      ckEditorData: '<h2>The Ninth Scroll: season finale</h2><p>The apprentice finally reads her own name. <strong>Episode 21</strong> is out now.</p><p style="text-align:center"><img src="https://koma.example/static/scroll.png" alt="scroll"></p>' },
    { key: 'slide-vip', image: 'art/slide/slide-vip.png', url: 'vip', startDate: '2024-01-01T00:00:00Z', endDate: '2035-12-31T23:59:59Z',
      ckEditorData: '<h2>Go VIP</h2><p>Read every subscription episode. Plans from one to twelve months — see <a href="/vip-subscription">VIP</a>.</p>' },
  ],
  comics: [], episodes: [],
  coinPacks: [
    { key: 'pack-usd-10', name: 'Starter', coin: 10, bonusCoin: 0, point: 0, regularPrice: 0.99, salePrice: 0.99, currency: 'usd', status: 'active' },
    { key: 'pack-usd-55', name: 'Reader', coin: 50, bonusCoin: 5, point: 10, regularPrice: 5.49, salePrice: 4.99, currency: 'usd', status: 'active' },
    { key: 'pack-usd-120', name: 'Binge', coin: 100, bonusCoin: 20, point: 50, regularPrice: 12.99, salePrice: 9.99, currency: 'usd', status: 'active' },
    { key: 'pack-mnt-10', name: 'Эхлэл', coin: 10, bonusCoin: 0, point: 0, regularPrice: 3500, salePrice: 3500, currency: 'mnt', status: 'active' },
    { key: 'pack-mnt-55', name: 'Уншигч', coin: 50, bonusCoin: 5, point: 10, regularPrice: 19000, salePrice: 17000, currency: 'mnt', status: 'active' },
    { key: 'pack-mnt-120', name: 'Их уншигч', coin: 100, bonusCoin: 20, point: 50, regularPrice: 45000, salePrice: 34000, currency: 'mnt', status: 'active' },
    { key: 'pack-usd-legacy', name: 'Launch pack', coin: 30, bonusCoin: 30, point: 0, regularPrice: 2.99, salePrice: 1.99, currency: 'usd', status: 'inactive' },
  ],
  plans: [
    { key: 'plan-1m', name: 'VIP 1 month', duration: 1, basePrice: 4.99, price: 4.99, discountType: 'percent', discountValue: 0, status: 'active' },
    { key: 'plan-3m', name: 'VIP 3 months', duration: 3, basePrice: 14.97, price: 13.49, discountType: 'percent', discountValue: 10, status: 'active' },
    { key: 'plan-12m', name: 'VIP 12 months', duration: 12, basePrice: 59.88, price: 47.88, discountType: 'amount', discountValue: 12, status: 'active' },
    { key: 'plan-6m-old', name: 'VIP 6 months (retired)', duration: 6, basePrice: 29.94, price: 24.99, discountType: 'amount', discountValue: 4.95, status: 'inactive' },
  ],
  promos: [
    { key: 'promo-welcome10', name: 'WELCOME10', discountType: 'percentage', amount: 10, validFrom: '2024-01-01T00:00:00Z', validTo: '2035-12-31T23:59:59Z', perUserLimit: 1 },
    { key: 'promo-koma1', name: 'KOMA1', discountType: 'fixed', amount: 1, currency: 'usd', validFrom: '2024-01-01T00:00:00Z', validTo: '2035-12-31T23:59:59Z', maxRedemptions: 1000 },
    { key: 'promo-tugrik2000', name: 'TUGRIK2000', discountType: 'fixed', amount: 2000, currency: 'mnt', validFrom: '2024-01-01T00:00:00Z', validTo: '2035-12-31T23:59:59Z', maxRedemptions: 1000 },
    { key: 'promo-spring24', name: 'SPRING24', discountType: 'percentage', amount: 25, validFrom: '2024-03-01T00:00:00Z', validTo: '2024-05-31T23:59:59Z' },
    { key: 'promo-future', name: 'NEWYEAR2035', discountType: 'percentage', amount: 35, validFrom: '2035-01-01T00:00:00Z', validTo: '2035-01-31T23:59:59Z' },
  ],
  gifts: [
    { key: 'gift-rental-lantern', type: 'rental', title: 'Free rental: Lantern Street Ghosts ep. 4', image: 'art/gift/rental.png', value: 1,
      detail: 'Opens episode 4 of Lantern Street Ghosts for free.', expiryDate: '2035-12-31T00:00:00Z', episode: 'lantern-street-ghosts-ep-4' },
    { key: 'gift-rental-steppe', type: 'rental', title: 'Free rental: Steppe Riders ep. 5', image: 'art/gift/rental.png', value: 1,
      detail: 'Opens episode 5 of Steppe Riders for free.', expiryDate: '2035-12-31T00:00:00Z', episode: 'steppe-riders-ep-5' },
    { key: 'gift-coin-welcome', type: 'coin', title: 'Welcome coins', image: 'art/gift/coin.png', value: 5, detail: 'Five bonus coins to start reading.', expiryDate: '2035-12-31T00:00:00Z' },
    { key: 'gift-point-weekend', type: 'point', title: 'Weekend points', image: 'art/gift/point.png', value: 50, detail: 'Fifty points, valid for 30 days after you claim them.', expiryDate: '2035-12-31T00:00:00Z' },
    { key: 'gift-coin-expired', type: 'coin', title: 'Launch week coins', image: 'art/gift/coin.png', value: 10, detail: 'Expired launch gift.', expiryDate: '2024-01-31T00:00:00Z' },
  ],
  notifications: [
    { key: 'note-welcome', title: 'Welcome to Koma', message: 'Your first three episodes of every series are free. Happy reading!', schedule: '2025-01-01T09:00:00Z' },
    { key: 'note-ninth-finale', title: 'The Ninth Scroll finale is out', message: 'Episode 21 of The Ninth Scroll is live now.', schedule: '2025-05-31T09:00:00Z' },
    { key: 'note-vip', title: 'VIP 12 months: save 12 dollars', message: 'Read every subscription episode for a whole year.', schedule: '2025-06-01T09:00:00Z' },
    { key: 'note-gifts', title: 'New gifts in your Gift Box', message: 'A free rental pass and weekend points are waiting for you.', schedule: '2025-07-01T09:00:00Z' },
    { key: 'note-future', title: 'Winter festival', message: 'Coming soon.', schedule: '2035-12-01T09:00:00Z' },
  ],
};

for (const c of comics) {
  const free = 3;
  const price = c.money === 'subscription' ? 0 : 3;
  out.comics.push({
    key: c.key, title: c.title, genre: c.genre, thumbnail: `art/thumb/${c.key}.png`, coverImage: `art/cover/${c.key}.png`,
    description: c.description, tags: c.tags, writer: c.writer, artist: c.artist, creator: c.team ?? 'Koma Studio',
    feature: [`New episode every ${c.days.map((d) => d[0] + d.slice(1).toLowerCase()).join(' and ')}`, `First ${free} episodes free`],
    ...(c.team ? { teamAssignment: c.team } : {}),
    freeEpisodeCount: free, episodePrice: price, status: 'publish', isSchedule: false, releaseDate: c.start, updateDays: c.days,
  });
  for (let n = 1; n <= c.episodes; n++) {
    const monetization = n <= free ? 'free' : c.money === 'mixed' ? (n % 2 ? 'coin' : 'subscription') : c.money;
    const p = (k) => `art/page/${c.key}-${((n + k - 1) % 3) + 1}.png`;
    out.episodes.push({
      key: `${c.key}-ep-${n}`, comic: c.key, title: episodeTitles[(n - 1) % episodeTitles.length], episodeNumber: n,
      coverImage: `art/ep/${c.key}-${((n - 1) % 2) + 1}.png`, description: `${c.title}, episode ${n}.`,
      monetization, coinPrice: monetization === 'coin' ? 3 : 0, releaseDate: at(c.start, 7 * (n - 1)), status: 'publish',
      content: [0, 1, 2].map((k) => ({ image: p(k), sequence: k + 1 })),
    });
  }
  // One upcoming episode per comic: listed only once its release date has passed.
  out.episodes.push({
    key: `${c.key}-ep-${c.episodes + 1}`, comic: c.key, title: 'Coming soon', episodeNumber: c.episodes + 1,
    coverImage: `art/ep/${c.key}-1.png`, description: 'Next week.', monetization: c.money === 'subscription' ? 'subscription' : 'coin',
    coinPrice: c.money === 'subscription' ? 0 : 3, releaseDate: '2035-01-01T09:00:00Z', status: 'publish', content: [{ image: `art/page/${c.key}-1.png`, sequence: 1 }],
  });
}
// Content that must stay hidden: a draft comic and a scheduled one.
for (const [key, title, extra] of [['untitled-pilot', 'Untitled Pilot', { status: 'draft', isSchedule: false }], ['moon-market', 'Moon Market', { status: 'publish', isSchedule: true }]]) {
  out.comics.push({ key, title, genre: 'Fantasy', thumbnail: 'art/thumb/the-ninth-scroll.png', coverImage: 'art/cover/the-ninth-scroll.png',
    description: 'Not released yet.', tags: ['magic'], writer: 'Khulan Bat', artist: 'Odko Dash', creator: 'Koma Studio', feature: [],
    freeEpisodeCount: 1, episodePrice: 3, releaseDate: '2035-01-01T09:00:00Z', ...extra });
  out.episodes.push({ key: `${key}-ep-1`, comic: key, title: 'Pilot', episodeNumber: 1, coverImage: 'art/ep/the-ninth-scroll-1.png', description: 'Pilot.',
    monetization: 'free', coinPrice: 0, releaseDate: '2025-01-01T09:00:00Z', status: 'publish', content: [{ image: 'art/page/the-ninth-scroll-1.png', sequence: 1 }] });
}

writeFileSync(path.join(here, 'catalog.json'), `${JSON.stringify(out, null, 1)}\n`);
console.log(`catalog.json: ${out.comics.length} comics, ${out.episodes.length} episodes`);
