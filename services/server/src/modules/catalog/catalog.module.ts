import { Module } from '@nestjs/common';
import { ClientRouteHints } from '../../platform/http/client-route-hints.js';
import { fromSlices } from '../../platform/slices/slice.js';
import { cachedContent } from './cache/cached-content.slice.js';
import { CatalogCache } from './cache/catalog-cache.js';
import { CatalogReadCounter } from './catalog-read-counter.js';
import { CatalogRouteHints } from './catalog-route-hints.js';
import { importCatalog } from './commands/import-catalog/import-catalog.slice.js';
import { loadDemoCatalog } from './commands/load-demo-catalog/load-demo-catalog.slice.js';
import { sendContactMessage } from './commands/send-contact-message/send-contact-message.slice.js';
import { CatalogLoaders } from './graphql/catalog.loaders.js';
import { CatalogImportService } from './import/catalog-import.service.js';
import { getAbout } from './queries/get-about/get-about.slice.js';
import { getAllContent } from './queries/get-all-content/get-all-content.slice.js';
import { getBanners } from './queries/get-banners/get-banners.slice.js';
import { getCatalogNames } from './queries/get-catalog-names/get-catalog-names.slice.js';
import { getCoinPacks } from './queries/get-coin-packs/get-coin-packs.slice.js';
import { getComicDetail } from './queries/get-comic-detail/get-comic-detail.slice.js';
import { getContactLinks } from './queries/get-contact-links/get-contact-links.slice.js';
import { getDailyComics } from './queries/get-daily-comics/get-daily-comics.slice.js';
import { getEpisode } from './queries/get-episode/get-episode.slice.js';
import { getEpisodeComic } from './queries/get-episode-comic/get-episode-comic.slice.js';
import { getFaq } from './queries/get-faq/get-faq.slice.js';
import { getFreeComics } from './queries/get-free-comics/get-free-comics.slice.js';
import { getGenreComics } from './queries/get-genre-comics/get-genre-comics.slice.js';
import { getGenres } from './queries/get-genres/get-genres.slice.js';
import { getGifts } from './queries/get-gifts/get-gifts.slice.js';
import { getHome } from './queries/get-home/get-home.slice.js';
import { getHomeSlide } from './queries/get-home-slide/get-home-slide.slice.js';
import { getHomeSlides } from './queries/get-home-slides/get-home-slides.slice.js';
import { getNotifications } from './queries/get-notifications/get-notifications.slice.js';
import { getPlans } from './queries/get-plans/get-plans.slice.js';
import { getPopularTags } from './queries/get-popular-tags/get-popular-tags.slice.js';
import { getPromoByName } from './queries/get-promo-by-name/get-promo-by-name.slice.js';
import { getRanking } from './queries/get-ranking/get-ranking.slice.js';
import { getStaticPages } from './queries/get-static-pages/get-static-pages.slice.js';
import { getTagComics } from './queries/get-tag-comics/get-tag-comics.slice.js';
import { getTagName } from './queries/get-tag-name/get-tag-name.slice.js';
import { getWriterComics } from './queries/get-writer-comics/get-writer-comics.slice.js';
import { listComicEpisodes } from './queries/list-comic-episodes/list-comic-episodes.slice.js';
import { searchComics } from './queries/search-comics/search-comics.slice.js';
import { CatalogLookups } from './read-model/catalog.lookups.js';
import { CatalogQueries } from './read-model/catalog.queries.js';
import { PrivateUploads } from './read-model/private-uploads.js';
import { ReaderLanguage } from './reader-language.js';

/**
 * Catalog and content: the content tables, `catalog import` / `demo load`, and every content
 * read in REST and GraphQL, one slice per use case under commands/ and queries/. Other contexts
 * use it through index.ts: CatalogLookups and CatalogQueries (read-only ports), CatalogReadCounter (ranking reads) and
 * PrivateUploads (which stored images are paid pages), never the tables. It provides the
 * platform's ClientRouteHints port (index.html preload hints for home, comic detail and the reader).
 */
@Module({
  ...fromSlices(
    [
      // commands
      sendContactMessage,
      importCatalog,
      loadDemoCatalog,
      // queries: the content reads, their cached REST bodies, and the GraphQL fields between comics and episodes
      cachedContent,
      getAllContent,
      getPopularTags,
      getContactLinks,
      getHomeSlides,
      getHomeSlide,
      getBanners,
      getRanking,
      getWriterComics,
      getComicDetail,
      getAbout,
      getFaq,
      getStaticPages,
      getCoinPacks,
      getPlans,
      getGifts,
      getPromoByName,
      getNotifications,
      getHome,
      getGenres,
      getDailyComics,
      getFreeComics,
      getGenreComics,
      getTagComics,
      getTagName,
      searchComics,
      getEpisode,
      getCatalogNames,
      listComicEpisodes,
      getEpisodeComic,
    ],
    [
      CatalogQueries,
      CatalogLookups,
      CatalogCache,
      CatalogReadCounter,
      CatalogImportService,
      CatalogLoaders,
      PrivateUploads,
      ReaderLanguage,
      { provide: ClientRouteHints, useClass: CatalogRouteHints },
    ],
  ),
  exports: [CatalogQueries, CatalogLookups, CatalogImportService, CatalogReadCounter, PrivateUploads, ReaderLanguage],
})
export class CatalogModule {}
