import { Query } from '@nestjs/cqrs';
import type { UsageTab } from '../wallet.read-model.js';
import type { WalletPage } from '../wallet.paging.js';

export interface UsageLine { id: string; kind: string; action: string; amount: number; episodeId: string | null; comicId: string | null; detail: string; createdAt: Date }

/** Usage History (spec §2 account): one line per currency an event moved, newest first, 5 a page. */
export class GetUsageHistoryQuery extends Query<WalletPage<UsageLine>> {
  constructor(readonly userId: string, readonly tab: UsageTab, readonly page: number) { super(); }
}
