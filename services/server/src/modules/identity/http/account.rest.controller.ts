import { Body, Controller, Get, HttpCode, Optional, Param, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { forbidden, validationError } from '../../../platform/errors/domain-error.js';
import { TEXTS } from '../domain/identity.errors.js';
import { checkDeactivationReason, deactivateInput, isOtherUser, parseWith, profileInput, requireFields, updateSettingInput } from '../domain/identity.inputs.js';
import { AVATAR_MAX_BYTES, AvatarStore } from '../infra/avatar-store.js';
import { userView } from '../infra/user-row.js';
import { AccountsService } from '../accounts.service.js';
import { SessionsService } from '../sessions.service.js';
import { NO_EXTRAS, UserDataExtras } from '../user-data.extras.js';

const PROFILE_FIELDS = ['id', 'userId', 'fullName', 'email', 'gender', 'dob'];

/** The account calls of spec §7: user data, profile, settings, deactivation. Self only. */
@Controller('api')
export class AccountRestController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly avatars: AvatarStore,
    @Optional() private readonly extras?: UserDataExtras,
  ) {}

  @Authenticated(['userId'])
  @Get('get-user-data/:userId')
  async userData(@CurrentUser() me: AuthUser) {
    const [user, devices, wallet] = await Promise.all([
      this.accounts.requireUser(me.userId),
      this.sessions.devices(me.userId),
      this.extras ? this.extras.forUser(me.userId) : NO_EXTRAS,
    ]);
    return {
      success: true,
      user: { ...userView(user), coin: wallet.coin, bonusCoin: wallet.bonusCoin, point: wallet.point, unreadNotification: wallet.unreadNotification },
      plan: wallet.plan,
      readCoimc: wallet.readCoimc,
      gift: wallet.gift,
      comicNotification: wallet.comicNotification,
      loginDevices: devices.map((d) => ({ _id: d._id, device: d.device, createdAt: d.createdAt })),
    };
  }

  /** Multipart (photo + fields) as the client sends it; a JSON body without photo works too. */
  @Authenticated(['id', 'userId'])
  @Put('update-user')
  @HttpCode(200)
  async updateUser(@Req() req: FastifyRequest, @CurrentUser() me: AuthUser) {
    const fields: Record<string, string> = {};
    let photo: Buffer | undefined;
    if (req.isMultipart()) {
      for await (const part of req.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'photo') { await part.toBuffer(); throw validationError(`Unexpected file field ${part.fieldname}`); }
          photo = await part.toBuffer();
          if (photo.length === 0) photo = undefined;
        } else if (PROFILE_FIELDS.includes(part.fieldname)) {
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    } else {
      const b = (req.body ?? {}) as Record<string, unknown>;
      for (const f of PROFILE_FIELDS) if (typeof b[f] === 'string') fields[f] = b[f] as string;
    }
    // The guard cannot see multipart fields: check the owner here.
    for (const f of ['id', 'userId']) if (isOtherUser(fields[f], me.userId)) throw forbidden();
    const input = parseWith(profileInput, requireFields(fields, ['email', 'fullName', 'gender', 'dob'], TEXTS.required));
    const stored = photo ? await this.avatars.save(photo) : undefined;
    try {
      const { user, oldPhoto, pendingEmail } = await this.accounts.updateProfile(me.userId, input, stored);
      if (stored && oldPhoto !== stored) await this.avatars.remove(oldPhoto);
      // A different email waits for the code mailed to it; the answer is the same whether or not
      // that address already has an account.
      return pendingEmail
        ? { success: true, message: TEXTS.emailChangeSent(pendingEmail), user: userView(user), pendingEmail }
        : { success: true, message: TEXTS.profileUpdated, user: userView(user), pendingEmail: null };
    } catch (e) {
      await this.avatars.remove(stored);
      throw e;
    }
  }

  @Authenticated(['userId'])
  @Get('get-user-setting/:userId')
  async userSetting(@CurrentUser() me: AuthUser) {
    return { success: true, userSetting: await this.accounts.settings(me.userId) };
  }

  @Authenticated(['userId'])
  @Post('update-user-setting')
  @HttpCode(200)
  async updateSetting(@Body() body: unknown, @CurrentUser() me: AuthUser) {
    const input = parseWith(updateSettingInput, body ?? {});
    const { id, userId: _u, ...patch } = input;
    const userSetting = await this.accounts.updateSettings(me.userId, id, patch);
    return { success: true, message: 'Setting updated', userSetting };
  }

  @Authenticated(['userId'])
  @Post('deactivate-account')
  @HttpCode(200)
  async deactivate(@Body() body: unknown, @CurrentUser() me: AuthUser) {
    const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const reason = checkDeactivationReason(raw.reason);
    parseWith(deactivateInput, { ...raw, reason });
    await this.accounts.deactivate(me.userId, reason);
    return { success: true, message: 'Your account has been deactivated' };
  }
}
