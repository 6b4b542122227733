import { Command } from '@nestjs/cqrs';
import type { ProfileInput } from '../../domain/identity.inputs.js';
import type { UserRow } from '../../infra/user-row.js';

/** `pendingEmail`: a different email waits for the code mailed to it (verify-email-change). */
export interface UpdateProfileResult {
  user: UserRow;
  pendingEmail: string | null;
}

/** Saves the profile fields and, optionally, a new photo (the uploaded image bytes). */
export class UpdateProfileCommand extends Command<UpdateProfileResult> {
  constructor(
    readonly userId: string,
    readonly profile: ProfileInput,
    readonly photo?: Buffer,
  ) {
    super();
  }
}
