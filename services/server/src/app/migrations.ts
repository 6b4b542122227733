import type { MigrationInterface } from 'typeorm';
import { PlatformSchema1700000000000 } from '../platform/database/migrations/1700000000000-platform-schema.js';
import { EventStore1700000001000 } from '../platform/event-store/migrations/1700000001000-event-store.js';
import { Projections1700000001100 } from '../platform/projections/migrations/1700000001100-projections.js';
import { AppendWriteCosts1700000001300 } from '../platform/event-store/migrations/1700000001300-append-write-costs.js';
import { EventsWithoutStreamFk1700000001400 } from '../platform/event-store/migrations/1700000001400-events-without-stream-fk.js';
import { InlineGenerationsPlpgsql1700000001500 } from '../platform/projections/migrations/1700000001500-inline-generations-plpgsql.js';
import { InlineGenerations1700000001200 } from '../platform/projections/migrations/1700000001200-inline-generations.js';
import { ScheduledJobs1700000200000 } from '../platform/jobs/migrations/1700000200000-scheduled-jobs.js';
import { CatalogSchema1700001000000 } from '../modules/catalog/migrations/1700001000000-catalog-schema.js';
import { PromoCurrencyAndUserLimit1700001100000 } from '../modules/catalog/migrations/1700001100000-promo-currency-and-user-limit.js';
import { CatalogPrivateUploads1700001100100 } from '../modules/catalog/migrations/1700001100100-catalog-private-uploads.js';
import { CatalogTranslations1700001100200 } from '../modules/catalog/migrations/1700001100200-catalog-translations.js';
import { CatalogImageWidths1700001100500 } from '../modules/catalog/migrations/1700001100500-catalog-image-widths.js';
import { PrivateUploadsPublicFrom1700001100600 } from '../modules/catalog/migrations/1700001100600-private-uploads-public-from.js';
import { IdentityTables1700002000000 } from '../modules/identity/migrations/1700002000000-identity-tables.js';
import { IdentityEmailChanges1700002000100 } from '../modules/identity/migrations/1700002000100-identity-email-changes.js';
import { IdentitySignInCodes1700002000200 } from '../modules/identity/migrations/1700002000200-identity-sign-in-codes.js';
import { PaymentOrders1700004000000 } from '../modules/payments/migrations/1700004000000-payment-orders.js';
import { CommunityTables1700005000000 } from '../modules/community/migrations/1700005000000-community-tables.js';
import { InboxTables1700006000000 } from '../modules/inbox/migrations/1700006000000-inbox-tables.js';
import { InboxPushSubscriptions1700006100000 } from '../modules/inbox/migrations/1700006100000-inbox-push-subscriptions.js';
import { PushEndpointOneOwner1700006100100 } from '../modules/inbox/migrations/1700006100100-push-endpoint-one-owner.js';

type MigrationClass = new () => MigrationInterface;

/** Every migration, in order. Contexts append theirs; TypeORM under ESM needs class references. */
export const allMigrations: MigrationClass[] = [
  PlatformSchema1700000000000,
  EventStore1700000001000,
  Projections1700000001100,
  InlineGenerations1700000001200,
  AppendWriteCosts1700000001300,
  EventsWithoutStreamFk1700000001400,
  InlineGenerationsPlpgsql1700000001500,
  ScheduledJobs1700000200000,
  CatalogSchema1700001000000,
  PromoCurrencyAndUserLimit1700001100000,
  CatalogPrivateUploads1700001100100,
  CatalogTranslations1700001100200,
  CatalogImageWidths1700001100500,
  PrivateUploadsPublicFrom1700001100600,
  IdentityTables1700002000000,
  IdentityEmailChanges1700002000100,
  IdentitySignInCodes1700002000200,
  PaymentOrders1700004000000,
  CommunityTables1700005000000,
  InboxTables1700006000000,
  InboxPushSubscriptions1700006100000,
  PushEndpointOneOwner1700006100100,
];
