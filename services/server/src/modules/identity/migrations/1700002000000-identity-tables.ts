import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity tables (schema public, ordinary tables — not events):
 * accounts, sessions (one per device), email codes, password-reset tokens, settings and a
 * server secret used to derive enumeration-safe decoy ids.
 */
export class IdentityTables1700002000000 implements MigrationInterface {
  name = 'IdentityTables1700002000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.identity_users (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        full_name text NOT NULL,
        password_hash text,
        google_sub text,
        photo text,
        dob date,
        gender text CHECK (gender IN ('male', 'female', 'other')),
        roles text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
        deactivation_reason text,
        deactivated_at timestamptz,
        password_changed_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query('CREATE UNIQUE INDEX identity_users_email_uq ON public.identity_users (lower(email))');
    await q.query('CREATE UNIQUE INDEX identity_users_google_sub_uq ON public.identity_users (google_sub) WHERE google_sub IS NOT NULL');

    await q.query(`
      CREATE TABLE public.identity_sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES public.identity_users(id),
        device text NOT NULL,
        token_hash bytea NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT identity_sessions_device_uq UNIQUE (user_id, device)
      )`);
    await q.query('CREATE UNIQUE INDEX identity_sessions_token_uq ON public.identity_sessions (token_hash)');

    await q.query(`
      CREATE TABLE public.identity_email_codes (
        email text PRIMARY KEY,
        purpose text NOT NULL CHECK (purpose IN ('signup', 'forgot')),
        full_name text,
        user_id uuid,
        code_hash bytea NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        verified_at timestamptz,
        consumed_at timestamptz,
        last_sent_at timestamptz NOT NULL,
        sends_window_start timestamptz NOT NULL,
        sends_in_window int NOT NULL DEFAULT 1
      )`);

    await q.query(`
      CREATE TABLE public.identity_password_resets (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES public.identity_users(id),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX identity_password_resets_user_idx ON public.identity_password_resets (user_id)');

    await q.query(`
      CREATE TABLE public.identity_user_settings (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES public.identity_users(id),
        free_notification boolean NOT NULL DEFAULT true,
        subscribe_notification boolean NOT NULL DEFAULT true,
        event_notification boolean NOT NULL DEFAULT true,
        language text NOT NULL DEFAULT 'english' CHECK (language IN ('english', 'mongolian')),
        updated_at timestamptz NOT NULL
      )`);

    await q.query(`
      CREATE TABLE public.identity_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      )`);
    // 244 random bits from two v4 uuids: the key that derives decoy user ids for unknown emails.
    await q.query(`INSERT INTO public.identity_secrets (name, value)
      VALUES ('decoy-id-key', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'identity_secrets',
      'identity_user_settings',
      'identity_password_resets',
      'identity_email_codes',
      'identity_sessions',
      'identity_users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS public.${t}`);
    }
  }
}
