import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in codes: what Google sign-in's callback hands to `/{userId}/{code}`. Only the SHA-256 of
 * a code is kept, with its user and the device label the session will get; a code lives two
 * minutes and is deleted when exchanged. A verified sign-up address keeps the SHA-256 of the
 * sign-up token verify-mail answered: only its holder may finish that sign-up.
 */
export class IdentitySignInCodes1700002000200 implements MigrationInterface {
  name = 'IdentitySignInCodes1700002000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE public.identity_sign_in_codes (
        code_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES public.identity_users(id) ON DELETE CASCADE,
        device text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX identity_sign_in_codes_expires_idx ON public.identity_sign_in_codes (expires_at)');
    await q.query('ALTER TABLE public.identity_email_codes ADD COLUMN signup_token_hash bytea');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE public.identity_email_codes DROP COLUMN IF EXISTS signup_token_hash');
    await q.query('DROP TABLE IF EXISTS public.identity_sign_in_codes');
  }
}
