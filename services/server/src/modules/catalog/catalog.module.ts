import { Module } from '@nestjs/common';
import { CatalogQueries } from './queries/catalog.queries.js';
import { CatalogCache } from './cache/catalog-cache.js';
import { CatalogImportService } from './import/catalog-import.service.js';
import { CatalogReadController } from './rest/catalog-read.controller.js';
import { ContactController } from './rest/contact.controller.js';
import { CatalogResolver, ComicResolver, EpisodeResolver, EpisodeViewResolver } from './graphql/catalog.resolver.js';
import { CatalogLoaders } from './graphql/catalog.loaders.js';
import { CatalogReadCounter } from './catalog-read-counter.js';
import { CatalogLookups } from './queries/catalog.lookups.js';
import { PrivateUploads } from './queries/private-uploads.js';
import { ClientRouteHints } from '../../platform/http/client-route-hints.js';
import { CatalogRouteHints } from './catalog-route-hints.js';

/**
 * Catalog and content (issue 3): the content tables, `catalog import` / `demo load`, and every
 * content read in REST and GraphQL. Other contexts use CatalogQueries and CatalogLookups
 * (read-only), CatalogReadCounter (ranking reads) and PrivateUploads (which stored images are paid
 * pages), never the tables. It provides the platform's
 * ClientRouteHints port (index.html preload hints for home, comic detail and the reader).
 */
@Module({
  controllers: [CatalogReadController, ContactController],
  providers: [CatalogQueries, CatalogLookups, CatalogCache, CatalogReadCounter, CatalogImportService, CatalogLoaders, CatalogResolver, ComicResolver, EpisodeResolver, EpisodeViewResolver, PrivateUploads,
    { provide: ClientRouteHints, useClass: CatalogRouteHints }],
  exports: [CatalogQueries, CatalogLookups, CatalogImportService, CatalogReadCounter, PrivateUploads],
})
export class CatalogModule {}
