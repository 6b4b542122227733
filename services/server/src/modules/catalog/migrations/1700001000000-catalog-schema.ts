import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog's ordinary tables (docs/architecture.md: catalog content is not event-sourced).
 * Every importable row has a stable `id` derived from its `key` and a `content_hash` of its
 * imported fields, so a re-import can tell created / updated / unchanged apart.
 */
export class CatalogSchema1700001000000 implements MigrationInterface {
  name = 'CatalogSchema1700001000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalog_meta (
        id int PRIMARY KEY CHECK (id = 1),
        revision bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO catalog_meta (id, revision) VALUES (1, 0);

      CREATE TABLE catalog_comics (
        id uuid PRIMARY KEY,
        key text NOT NULL UNIQUE,
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        genre text NOT NULL,
        thumbnail text NOT NULL,
        cover_image text NOT NULL,
        description text NOT NULL DEFAULT '',
        tags text[] NOT NULL DEFAULT '{}',
        writer text NOT NULL DEFAULT '',
        artist text NOT NULL DEFAULT '',
        creator text NOT NULL DEFAULT '',
        feature text[] NOT NULL DEFAULT '{}',
        team_assignment text NULL,
        free_episode_count int NOT NULL DEFAULT 0,
        episode_price numeric(12,2) NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('publish','draft')),
        is_schedule boolean NOT NULL DEFAULT false,
        release_date timestamptz NOT NULL,
        update_days text[] NOT NULL DEFAULT '{}',
        total_read bigint NOT NULL DEFAULT 0,
        content_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX catalog_comics_genre ON catalog_comics (lower(genre));
      CREATE INDEX catalog_comics_writer ON catalog_comics (lower(writer));
      CREATE INDEX catalog_comics_tags ON catalog_comics USING gin (tags);
      CREATE INDEX catalog_comics_rank ON catalog_comics (total_read DESC, created_at DESC);

      CREATE TABLE catalog_comic_reads (
        comic_id uuid NOT NULL REFERENCES catalog_comics(id) ON DELETE CASCADE,
        day date NOT NULL,
        reads bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (comic_id, day)
      );
      CREATE INDEX catalog_comic_reads_day ON catalog_comic_reads (day);

      CREATE TABLE catalog_episodes (
        id uuid PRIMARY KEY,
        key text NOT NULL UNIQUE,
        comic_id uuid NOT NULL REFERENCES catalog_comics(id) ON DELETE CASCADE,
        title text NOT NULL,
        episode_number int NOT NULL,
        cover_image text NOT NULL,
        description text NOT NULL DEFAULT '',
        monetization text NOT NULL CHECK (monetization IN ('free','coin','subscription')),
        coin_price numeric(12,2) NOT NULL DEFAULT 0,
        release_date timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('publish','draft')),
        content jsonb NOT NULL DEFAULT '[]',
        content_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (comic_id, episode_number)
      );
      CREATE INDEX catalog_episodes_release ON catalog_episodes (release_date);

      CREATE TABLE catalog_banners (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        page text NOT NULL CHECK (page IN ('home','daily','free','genre','ranking')),
        image text NOT NULL, url text NOT NULL DEFAULT '',
        start_date timestamptz NOT NULL, end_date timestamptz NOT NULL,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_slides (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        image text NOT NULL, url text NOT NULL DEFAULT '',
        start_date timestamptz NOT NULL, end_date timestamptz NOT NULL,
        ck_editor_data text NOT NULL DEFAULT '',
        position int NOT NULL DEFAULT 0,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_faq_groups (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        title text NOT NULL, content jsonb NOT NULL DEFAULT '[]', position int NOT NULL DEFAULT 0,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_static_pages (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        page text NOT NULL UNIQUE CHECK (page IN ('terms','privacy')), content text NOT NULL,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_about (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        banner text NOT NULL DEFAULT '', vision text NOT NULL DEFAULT '', vision_text text NOT NULL DEFAULT '',
        content jsonb NOT NULL DEFAULT '[]',
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_social_links (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        network text NOT NULL UNIQUE CHECK (network IN ('facebook','instagram','linkedin','youtube','telegram')),
        url text NOT NULL,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_popular_tags (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        tag text NOT NULL UNIQUE, position int NOT NULL DEFAULT 0,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_coin_packs (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        name text NOT NULL, coin int NOT NULL CHECK (coin >= 0), bonus_coin int NOT NULL CHECK (bonus_coin >= 0),
        point int NOT NULL CHECK (point >= 0),
        regular_price numeric(12,2) NOT NULL CHECK (regular_price >= 0), sale_price numeric(12,2) NOT NULL CHECK (sale_price >= 0),
        currency text NOT NULL CHECK (currency IN ('usd','mnt')),
        status text NOT NULL CHECK (status IN ('active','inactive')), position int NOT NULL DEFAULT 0,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_plans (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        name text NOT NULL, duration int NOT NULL CHECK (duration > 0),
        base_price numeric(12,2) NOT NULL CHECK (base_price >= 0), price numeric(12,2) NOT NULL CHECK (price >= 0),
        discount_type text NOT NULL CHECK (discount_type IN ('percent','amount')), discount_value numeric(12,2) NOT NULL DEFAULT 0,
        status text NOT NULL CHECK (status IN ('active','inactive')), position int NOT NULL DEFAULT 0,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_promos (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        name text NOT NULL, discount_type text NOT NULL CHECK (discount_type IN ('percentage','fixed')),
        amount numeric(12,2) NOT NULL CHECK (amount >= 0),
        valid_from timestamptz NULL, valid_to timestamptz NULL,
        max_redemptions int NULL, per_user_limit int NULL,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX catalog_promos_name ON catalog_promos (lower(name));

      CREATE TABLE catalog_gifts (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        type text NOT NULL CHECK (type IN ('rental','coin','point')),
        title text NOT NULL, image text NOT NULL DEFAULT '', value int NOT NULL CHECK (value >= 0), detail text NOT NULL DEFAULT '',
        expiry_date timestamptz NOT NULL,
        episode_id uuid NULL REFERENCES catalog_episodes(id) ON DELETE SET NULL,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE catalog_notifications (
        id uuid PRIMARY KEY, key text NOT NULL UNIQUE,
        title text NOT NULL, message text NOT NULL, schedule timestamptz NOT NULL,
        content_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX catalog_notifications_schedule ON catalog_notifications (schedule);

      CREATE TABLE contact_requests (
        id uuid PRIMARY KEY,
        name text NOT NULL, email text NOT NULL, description text NOT NULL,
        ip text NULL, mailed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS contact_requests, catalog_notifications, catalog_gifts, catalog_promos, catalog_plans,
      catalog_coin_packs, catalog_popular_tags, catalog_social_links, catalog_about, catalog_static_pages, catalog_faq_groups,
      catalog_slides, catalog_banners, catalog_episodes, catalog_comic_reads, catalog_comics, catalog_meta CASCADE`);
  }
}
