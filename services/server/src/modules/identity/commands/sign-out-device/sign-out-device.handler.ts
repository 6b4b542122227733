import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { PG_POOL } from '../../../../platform/database/pg-pool.js';
import { deviceNotFound } from '../../domain/identity.errors.js';
import { SessionsService, type LoginDevice } from '../../sessions.service.js';
import { SignOutDeviceCommand } from './sign-out-device.command.js';

/** Only the user's own devices; an unknown id is 404 IDENTITY.DEVICE_NOT_FOUND. */
@CommandHandler(SignOutDeviceCommand)
export class SignOutDeviceHandler implements ICommandHandler<SignOutDeviceCommand> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly sessions: SessionsService,
  ) {}

  async execute({ userId, deviceId }: SignOutDeviceCommand): Promise<LoginDevice[]> {
    const r = await this.pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1 AND id::text = $2', [userId, deviceId]);
    if (!r.rowCount) throw deviceNotFound();
    return this.sessions.devices(userId);
  }
}
