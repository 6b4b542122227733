import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../../platform/clock/clock.js';
import { PG_POOL, withTransaction } from '../../../../platform/database/pg-pool.js';
import { userNotFound } from '../../domain/identity.errors.js';
import type { ProfileInput } from '../../domain/identity.inputs.js';
import { AvatarStore } from '../../infra/avatar-store.js';
import { USER_COLUMNS, type UserRow } from '../../infra/user-row.js';
import { EmailChangeService, queue } from '../../email-change.service.js';
import { UpdateProfileCommand, type UpdateProfileResult } from './update-profile.command.js';

/**
 * The fields save at once; a different email does not: it waits for the code mailed to it
 * (EmailChangeService), and the answer is the same whether or not that address already has an
 * account. The same email as now changes nothing. A new photo replaces the old file; when the
 * update fails, the new file is removed again.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly avatars: AvatarStore,
    private readonly emailChanges: EmailChangeService,
  ) {}

  async execute({ userId, profile, photo }: UpdateProfileCommand): Promise<UpdateProfileResult> {
    const stored = photo ? await this.avatars.save(photo) : undefined;
    try {
      const { user, oldPhoto, pendingEmail } = await this.save(userId, profile, stored);
      if (stored && oldPhoto !== stored) await this.avatars.remove(oldPhoto);
      return { user, pendingEmail };
    } catch (e) {
      await this.avatars.remove(stored);
      throw e;
    }
  }

  private async save(
    userId: string,
    p: ProfileInput,
    photo?: string,
  ): Promise<{ user: UserRow; oldPhoto: string | null; pendingEmail: string | null }> {
    const now = this.clock.now();
    const out = await withTransaction(this.pool, async (c) => {
      const before = (await c.query<UserRow>(`SELECT ${USER_COLUMNS} FROM public.identity_users WHERE id = $1 FOR UPDATE`, [userId]))
        .rows[0];
      if (!before) throw userNotFound();
      const change = before.email.toLowerCase() === p.email ? undefined : await this.emailChanges.start(c, userId, p.email);
      const { rows } = await c.query<UserRow>(
        `UPDATE public.identity_users SET full_name = $2, gender = $3, dob = $4, photo = COALESCE($5, photo), updated_at = $6
          WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [userId, p.fullName, p.gender, p.dob, photo ?? null, now],
      );
      return { user: rows[0]!, before, change };
    });
    queue(out.change?.mail);
    return { user: out.user, oldPhoto: photo ? out.before.photo : null, pendingEmail: out.change?.pendingEmail ?? null };
  }
}
