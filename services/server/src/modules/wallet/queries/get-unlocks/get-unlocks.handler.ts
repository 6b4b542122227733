import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WalletReadModel } from '../../wallet.read-model.js';
import { GetUnlocksQuery, type Unlock } from './get-unlocks.query.js';

@QueryHandler(GetUnlocksQuery)
export class GetUnlocksHandler implements IQueryHandler<GetUnlocksQuery> {
  constructor(private readonly readModel: WalletReadModel) {}

  async execute({ userId }: GetUnlocksQuery): Promise<Unlock[]> {
    return (await this.readModel.unlocks(userId)).map((u) => ({
      episodeId: u.episode_id,
      comicId: u.comic_id,
      via: u.via,
      unlockId: u.unlock_id,
      coin: u.coin,
      bonusCoin: u.bonus_coin,
      createdAt: u.created_at,
    }));
  }
}
