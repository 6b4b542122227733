/**
 * The catalog's public face: what other contexts, the app root and the CLI may use. Everything
 * else in this folder is the catalog's own.
 */
export { CatalogModule } from './catalog.module.js';
export { loadDemoWhenEmpty } from './catalog.startup.js';
export { catalogId, isUuid } from './catalog.ids.js';
// ports (read-only; other contexts never read the catalog's tables)
export {
  CatalogLookups,
  type SellableEpisode,
  type CatalogGift,
  type CatalogCoinPack,
  type CatalogPlan,
  type CatalogPromo,
  type CatalogItemNames,
} from './read-model/catalog.lookups.js';
export { CatalogQueries } from './read-model/catalog.queries.js';
export type { ComicOut, EpisodeSummaryOut, Page } from './read-model/catalog.rows.js';
/** The publication rules in SQL, for the set-based reads of the catalog's tables ADR 0027 and ADR 0049 allow. */
export { COMIC_PUBLIC, EPISODE_PUBLIC, GIFT_VALID } from './read-model/catalog.publication-sql.js';
export { CatalogReadCounter } from './catalog-read-counter.js';
/** The language a request reads catalog texts in (account setting, else Accept-Language, else English). */
export { ReaderLanguage } from './reader-language.js';
export type { CatalogLanguage } from './catalog.language.js';
export { PrivateUploads } from './read-model/private-uploads.js';
// the import (CLI, start-up, test fixtures)
export { CatalogImportService } from './import/catalog-import.service.js';
export { CatalogImportError, type ImportResult } from './import/catalog-importer.js';
export type { CatalogFile } from './import/catalog-file.js';
export { demoCatalogPath, renderDemoArt } from './demo/demo-loader.js';
// commands
export { ImportCatalogCommand } from './commands/import-catalog/import-catalog.command.js';
export { LoadDemoCatalogCommand } from './commands/load-demo-catalog/load-demo-catalog.command.js';
export { SendContactMessageCommand } from './commands/send-contact-message/send-contact-message.command.js';
// queries (asked of the catalog)
export { GetAllContentQuery } from './queries/get-all-content/get-all-content.query.js';
export { GetComicDetailQuery, type ComicDetail } from './queries/get-comic-detail/get-comic-detail.query.js';
export { GetWriterComicsQuery } from './queries/get-writer-comics/get-writer-comics.query.js';
export { GetRankingQuery } from './queries/get-ranking/get-ranking.query.js';
export { GetPromoByNameQuery } from './queries/get-promo-by-name/get-promo-by-name.query.js';
export { GetNotificationsQuery, GetNotificationQuery } from './queries/get-notifications/get-notifications.query.js';
export { GetEpisodeQuery, GetEpisodeByIdQuery, type EpisodeDetail } from './queries/get-episode/get-episode.query.js';
export { GetGiftsQuery } from './queries/get-gifts/get-gifts.query.js';
export { GetCoinPacksQuery } from './queries/get-coin-packs/get-coin-packs.query.js';
export { GetPlansQuery } from './queries/get-plans/get-plans.query.js';
export {
  GetCatalogNamesQuery,
  type CatalogNames,
  type ComicName,
  type EpisodeName,
} from './queries/get-catalog-names/get-catalog-names.query.js';
// shared GraphQL types others extend (the reading context resolves EpisodeView's access fields)
export { Comic, Episode, EpisodeView, Gift, PageImage } from './graphql/catalog.types.js';
// ports (asked by the catalog, answered by another context)
export { ComicEngagementCountsPort, EpisodeCommentCountPort } from './ports/community.ports.js';
