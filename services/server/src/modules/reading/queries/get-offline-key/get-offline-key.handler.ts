import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { OfflineWindowSigner, type OfflinePublicKey } from '../../offline-window-signer.js';
import { GetOfflineKeyQuery } from './get-offline-key.query.js';

@QueryHandler(GetOfflineKeyQuery)
export class GetOfflineKeyHandler implements IQueryHandler<GetOfflineKeyQuery> {
  constructor(private readonly signer: OfflineWindowSigner) {}

  execute(): Promise<OfflinePublicKey> {
    return this.signer.publicKey();
  }
}
