import { Module } from '@nestjs/common';
import { ClientRouteHints } from '../../platform/http/client-route-hints.js';
import { AddContactUsHandler } from './add-contact-us/add-contact-us.handler.js';
import { AddContactUsRestController } from './add-contact-us/add-contact-us.rest.controller.js';
import { CachedContentHandler } from './cache/cached-content.handler.js';
import { CatalogCache } from './cache/catalog-cache.js';
import { CatalogReadCounter } from './catalog-read-counter.js';
import { CatalogRouteHints } from './catalog-route-hints.js';
import { ReaderLanguage } from './reader-language.js';
import { GetAboutHandler } from './get-about/get-about.handler.js';
import { GetAboutResolver } from './get-about/get-about.resolver.js';
import { GetAboutRestController } from './get-about/get-about.rest.controller.js';
import { GetAdminDataHandler } from './get-admin-data/get-admin-data.handler.js';
import { GetAdminDataResolver } from './get-admin-data/get-admin-data.resolver.js';
import { GetAdminDataRestController } from './get-admin-data/get-admin-data.rest.controller.js';
import { GetAllContentHandler } from './get-all-content/get-all-content.handler.js';
import { GetAllContentRestController } from './get-all-content/get-all-content.rest.controller.js';
import { GetBannersHandler } from './get-banners/get-banners.handler.js';
import { GetBannersResolver } from './get-banners/get-banners.resolver.js';
import { GetBannersRestController } from './get-banners/get-banners.rest.controller.js';
import { GetCoinPacksHandler } from './get-coin-packs/get-coin-packs.handler.js';
import { GetCoinPacksResolver } from './get-coin-packs/get-coin-packs.resolver.js';
import { GetCoinPacksRestController } from './get-coin-packs/get-coin-packs.rest.controller.js';
import { GetCatalogNamesHandler } from './get-catalog-names/get-catalog-names.handler.js';
import { GetComicDataHandler } from './get-comic-data/get-comic-data.handler.js';
import { GetComicDataResolver } from './get-comic-data/get-comic-data.resolver.js';
import { GetComicDataRestController } from './get-comic-data/get-comic-data.rest.controller.js';
import { GetDailyComicsHandler } from './get-daily-comics/get-daily-comics.handler.js';
import { GetDailyComicsResolver } from './get-daily-comics/get-daily-comics.resolver.js';
import { GetEpisodeHandler } from './get-episode/get-episode.handler.js';
import { GetEpisodeResolver } from './get-episode/get-episode.resolver.js';
import { GetFaqHandler } from './get-faq/get-faq.handler.js';
import { GetFaqResolver } from './get-faq/get-faq.resolver.js';
import { GetFaqRestController } from './get-faq/get-faq.rest.controller.js';
import { GetFreeComicsHandler } from './get-free-comics/get-free-comics.handler.js';
import { GetFreeComicsResolver } from './get-free-comics/get-free-comics.resolver.js';
import { GetGenreComicsHandler } from './get-genre-comics/get-genre-comics.handler.js';
import { GetGenreComicsResolver } from './get-genre-comics/get-genre-comics.resolver.js';
import { GetGenresHandler } from './get-genres/get-genres.handler.js';
import { GetGenresResolver } from './get-genres/get-genres.resolver.js';
import { GetGiftsHandler } from './get-gifts/get-gifts.handler.js';
import { GetGiftsResolver } from './get-gifts/get-gifts.resolver.js';
import { GetGiftsRestController } from './get-gifts/get-gifts.rest.controller.js';
import { GetHomeHandler } from './get-home/get-home.handler.js';
import { GetHomeResolver } from './get-home/get-home.resolver.js';
import { GetHomeSlideDataHandler } from './get-home-slide-data/get-home-slide-data.handler.js';
import { GetHomeSlideDataResolver } from './get-home-slide-data/get-home-slide-data.resolver.js';
import { GetHomeSlideDataRestController } from './get-home-slide-data/get-home-slide-data.rest.controller.js';
import { GetHomeSlidesHandler } from './get-home-slides/get-home-slides.handler.js';
import { GetHomeSlidesRestController } from './get-home-slides/get-home-slides.rest.controller.js';
import { GetNotificationHandler, GetNotificationsHandler } from './get-notifications/get-notifications.handler.js';
import { GetNotificationsResolver } from './get-notifications/get-notifications.resolver.js';
import { GetPlansHandler } from './get-plans/get-plans.handler.js';
import { GetPlansResolver } from './get-plans/get-plans.resolver.js';
import { GetPlansRestController } from './get-plans/get-plans.rest.controller.js';
import { GetPopularTagsHandler } from './get-popular-tags/get-popular-tags.handler.js';
import { GetPopularTagsResolver } from './get-popular-tags/get-popular-tags.resolver.js';
import { GetPopularTagsRestController } from './get-popular-tags/get-popular-tags.rest.controller.js';
import { GetPromoByNameHandler } from './get-promo-by-name/get-promo-by-name.handler.js';
import { GetPromoByNameResolver } from './get-promo-by-name/get-promo-by-name.resolver.js';
import { GetPromoByNameRestController } from './get-promo-by-name/get-promo-by-name.rest.controller.js';
import { GetRankingHandler } from './get-ranking/get-ranking.handler.js';
import { GetRankingResolver } from './get-ranking/get-ranking.resolver.js';
import { GetRankingRestController } from './get-ranking/get-ranking.rest.controller.js';
import { GetStaticPagesHandler } from './get-static-pages/get-static-pages.handler.js';
import { GetStaticPagesResolver } from './get-static-pages/get-static-pages.resolver.js';
import { GetStaticPagesRestController } from './get-static-pages/get-static-pages.rest.controller.js';
import { GetTagComicsHandler } from './get-tag-comics/get-tag-comics.handler.js';
import { GetTagComicsResolver } from './get-tag-comics/get-tag-comics.resolver.js';
import { GetTagNameHandler } from './get-tag-name/get-tag-name.handler.js';
import { GetTagNameResolver } from './get-tag-name/get-tag-name.resolver.js';
import { GetWriterDataHandler } from './get-writer-data/get-writer-data.handler.js';
import { GetWriterDataResolver } from './get-writer-data/get-writer-data.resolver.js';
import { GetWriterDataRestController } from './get-writer-data/get-writer-data.rest.controller.js';
import { CatalogLoaders } from './graphql/catalog.loaders.js';
import { ComicResolver, EpisodeResolver, EpisodeViewResolver } from './graphql/catalog-fields.resolver.js';
import { CatalogImportService } from './import/catalog-import.service.js';
import { ImportCatalogHandler } from './import-catalog/import-catalog.handler.js';
import { LoadDemoCatalogHandler } from './load-demo-catalog/load-demo-catalog.handler.js';
import { CatalogLookups } from './read-model/catalog.lookups.js';
import { CatalogQueries } from './read-model/catalog.queries.js';
import { PrivateUploads } from './read-model/private-uploads.js';
import { SearchComicsHandler } from './search-comics/search-comics.handler.js';
import { SearchComicsResolver } from './search-comics/search-comics.resolver.js';

/**
 * Catalog and content: the content tables, `catalog import` / `demo load`, and every content
 * read in REST and GraphQL, one folder per use case. Other contexts use it through index.ts:
 * CatalogLookups and CatalogQueries (read-only ports), CatalogReadCounter (ranking reads) and
 * PrivateUploads (which stored images are paid pages), never the tables. It provides the
 * platform's ClientRouteHints port (index.html preload hints for home, comic detail and the reader).
 */
@Module({
  controllers: [
    GetAllContentRestController, GetPopularTagsRestController, GetAdminDataRestController, GetHomeSlidesRestController,
    GetHomeSlideDataRestController, GetBannersRestController, GetRankingRestController, GetWriterDataRestController,
    GetComicDataRestController, GetAboutRestController, GetFaqRestController, GetStaticPagesRestController,
    GetCoinPacksRestController, GetPlansRestController, GetGiftsRestController, GetPromoByNameRestController,
    AddContactUsRestController,
  ],
  providers: [
    CatalogQueries, CatalogLookups, CatalogCache, CatalogReadCounter, CatalogImportService, CatalogLoaders, PrivateUploads, ReaderLanguage,
    { provide: ClientRouteHints, useClass: CatalogRouteHints },
    // commands
    AddContactUsHandler, ImportCatalogHandler, LoadDemoCatalogHandler,
    // queries
    CachedContentHandler, GetAllContentHandler, GetPopularTagsHandler, GetAdminDataHandler, GetHomeSlidesHandler, GetHomeSlideDataHandler,
    GetBannersHandler, GetRankingHandler, GetWriterDataHandler, GetComicDataHandler, GetAboutHandler, GetFaqHandler, GetStaticPagesHandler,
    GetCoinPacksHandler, GetPlansHandler, GetGiftsHandler, GetPromoByNameHandler, GetNotificationsHandler, GetNotificationHandler,
    GetHomeHandler, GetGenresHandler, GetDailyComicsHandler, GetFreeComicsHandler, GetGenreComicsHandler, GetTagComicsHandler, GetTagNameHandler,
    SearchComicsHandler, GetEpisodeHandler, GetCatalogNamesHandler,
    // GraphQL
    GetPopularTagsResolver, GetAdminDataResolver, GetHomeSlideDataResolver, GetBannersResolver, GetRankingResolver, GetWriterDataResolver,
    GetComicDataResolver, GetAboutResolver, GetFaqResolver, GetStaticPagesResolver, GetCoinPacksResolver, GetPlansResolver,
    GetGiftsResolver, GetPromoByNameResolver, GetNotificationsResolver, GetHomeResolver, GetGenresResolver, GetDailyComicsResolver,
    GetFreeComicsResolver, GetGenreComicsResolver, GetTagComicsResolver, GetTagNameResolver, SearchComicsResolver, GetEpisodeResolver,
    ComicResolver, EpisodeResolver, EpisodeViewResolver,
  ],
  exports: [CatalogQueries, CatalogLookups, CatalogImportService, CatalogReadCounter, PrivateUploads, ReaderLanguage],
})
export class CatalogModule {}
