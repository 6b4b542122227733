import { Query } from '@nestjs/cqrs';
import type { OfflinePublicKey } from '../../offline-window-signer.js';

/** The public key offline windows are signed with, for the client to verify their tokens. The same for everyone; moves nothing. */
export class GetOfflineKeyQuery extends Query<OfflinePublicKey> {}
