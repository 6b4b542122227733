import { Query } from '@nestjs/cqrs';

/** The VAPID public key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
export class GetPushKeyQuery extends Query<{ publicKey: string }> {}
