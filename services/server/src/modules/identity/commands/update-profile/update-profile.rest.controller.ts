import { Controller, HttpCode, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { forbidden, validationError } from '../../../../platform/errors/domain-error.js';
import { AcceptsForm } from '../../../../platform/http/body-types.js';
import { isOtherUser, parseWith, profileInput, requireFields } from '../../domain/identity.inputs.js';
import { AVATAR_MAX_BYTES } from '../../infra/avatar-store.js';
import { userView } from '../../infra/user-row.js';
import { IDENTITY_MESSAGES } from '../../identity.messages.js';
import { UpdateProfileCommand } from './update-profile.command.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const PROFILE_FIELDS = ['id', 'userId', 'fullName', 'email', 'gender', 'dob'];

@Controller('api')
export class UpdateProfileRestController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart (photo + fields) as the client sends it; a JSON body without photo works too. */
  @Authenticated(['id', 'userId'])
  @AcceptsForm()
  @ApiKomaRoute({
    summary: 'Update the profile (multipart with an optional photo, or JSON)',
    body: profileInput,
    form: true,
    ok: { user: 'object', pendingEmail: 'string' },
    errors: [409, 413],
  })
  @Put('update-user')
  @HttpCode(200)
  async updateUser(@Req() req: FastifyRequest, @CurrentUser() me: AuthUser) {
    const fields: Record<string, string> = {};
    let photo: Buffer | undefined;
    if (req.isMultipart()) {
      for await (const part of req.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'photo') {
            await part.toBuffer();
            throw validationError(IDENTITY_MESSAGES.unexpectedFile(part.fieldname));
          }
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
    const input = parseWith(profileInput, requireFields(fields, ['email', 'fullName', 'gender', 'dob'], IDENTITY_MESSAGES.required));
    const { user, pendingEmail } = await this.commands.execute(new UpdateProfileCommand(me.userId, input, photo));
    return pendingEmail
      ? { success: true, message: IDENTITY_MESSAGES.emailChangeSent(pendingEmail), user: userView(user), pendingEmail }
      : { success: true, message: IDENTITY_MESSAGES.profileUpdated, user: userView(user), pendingEmail: null };
  }
}
