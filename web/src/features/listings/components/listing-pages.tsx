// Listing pages (docs/product.md Listings), one lazily loaded chunk: Daily, Free, Genre, Ranking, Tag, More.
export { DailyPage } from './daily-listing.js';
export { FreePage, GenrePage } from './genre-tab-listings.js';
export { RankingPage } from './ranking-listing.js';
export { TagPage } from './tag-listing.js';
export { MorePage } from './more-listing.js';
