import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream } from '../../wallet.stream.js';
import { OpenedEpisodesQuery } from '../../ports/opened-episodes.query.js';
import { WithdrawUnlockAllCommand, type WithdrawOutcome } from './withdraw-unlock-all.command.js';

/** Opened episodes stay unlocked; the decider refuses (WALLET.WITHDRAWAL_REFUSED) outside the window. */
@CommandHandler(WithdrawUnlockAllCommand)
export class WithdrawUnlockAllHandler implements ICommandHandler<WithdrawUnlockAllCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly readModel: WalletReadModel,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, unlockId, reason }: WithdrawUnlockAllCommand): Promise<WithdrawOutcome> {
    const unlocked = (await this.readModel.unlocks(userId)).filter((u) => u.unlock_id === unlockId).map((u) => u.episode_id);
    const opened = await this.queries.execute(new OpenedEpisodesQuery(userId, unlocked));
    const outcome = await this.streams.run(
      walletStream,
      userId,
      { type: 'WithdrawUnlockAll', unlockId, openedEpisodeIds: opened, reason, at: this.clock.now().toISOString() },
      { idempotency: false },
    );
    return { ...outcome, kept: opened.length };
  }
}
