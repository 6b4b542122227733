import { Query } from '@nestjs/cqrs';

export interface Unlock {
  episodeId: string;
  comicId: string;
  via: string;
  unlockId: string | null;
  coin: number;
  bonusCoin: number;
  createdAt: Date;
}

/** Every episode the reader bought or unlocked, newest first (Library 'Unlocked', withdrawals). */
export class GetUnlocksQuery extends Query<Unlock[]> {
  constructor(readonly userId: string) {
    super();
  }
}
