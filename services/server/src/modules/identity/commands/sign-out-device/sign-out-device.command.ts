import { Command } from '@nestjs/cqrs';
import type { LoginDevice } from '../../sessions.service.js';

/** Ends the session of one of my devices (by its id); answers the devices left. */
export class SignOutDeviceCommand extends Command<LoginDevice[]> {
  constructor(
    readonly userId: string,
    readonly deviceId: string,
  ) {
    super();
  }
}
