import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending email changes: one per account, the new address and the HMAC of the code mailed to it.
 * The account's email changes only when the code is confirmed. Several accounts may wait for the
 * same address; the unique index on identity_users.email decides who gets it.
 */
export class IdentityEmailChanges1700002000100 implements MigrationInterface {
  name = 'IdentityEmailChanges1700002000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.identity_email_changes (
        user_id uuid PRIMARY KEY REFERENCES public.identity_users(id),
        new_email text NOT NULL,
        code_hash bytea NOT NULL,
        attempts int NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        last_sent_at timestamptz NOT NULL,
        sends_window_start timestamptz NOT NULL,
        sends_in_window int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX identity_email_changes_email_idx ON public.identity_email_changes (new_email)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS public.identity_email_changes');
  }
}
