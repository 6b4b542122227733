import type { Command } from 'commander';
import { EventStore } from '../../platform/event-store/event-store.js';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FindUserQuery } from '../../modules/identity/index.js';
import { membershipLedgerOf, membershipStreamId, type MembershipLedgerLine } from '../../modules/membership/index.js';
import { ledgerOf, RefundCoinPackCommand, walletStreamId, WithdrawUnlockAllCommand, type LedgerLine } from '../../modules/wallet/index.js';
import { withCliApp, type CliContext } from '../cli-context.js';

async function userIdOf(ctx: CliContext, who: string): Promise<string> {
  const user = await ctx.app.get(QueryBus).execute(new FindUserQuery(who));
  if (!user) throw new Error(`No user ${who}`);
  return user.id;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? String(n) : '');

/**
 * The account's ledger: the wallet's lines and the VIP plan's, in the order the log recorded them.
 * A plan line moves no coins (plans are paid through payments, not from the wallet): its amounts
 * are empty and the balance is the one before it; what was paid and who caused it are in its note.
 */
type AccountLedgerLine = LedgerLine & { paid?: MembershipLedgerLine['amount'] };

async function accountLedger(store: EventStore, userId: string): Promise<AccountLedgerLine[]> {
  const [walletEvents, planEvents] = await Promise.all([
    store.readStream(walletStreamId(userId)),
    store.readStream(membershipStreamId(userId)),
  ]);
  const wallet = ledgerOf(walletEvents).map((line, i) => ({ line, at: walletEvents[i]!.globalPosition }));
  const plan = membershipLedgerOf(planEvents).map((m) => ({ m, at: m.globalPosition }));
  const merged: AccountLedgerLine[] = [];
  let balance: LedgerLine['balance'] = { coin: 0, bonusCoin: 0, point: 0, freeRental: 0 };
  for (const x of [...wallet, ...plan].sort((a, b) => a.at - b.at)) {
    if ('line' in x) {
      merged.push(x.line);
      balance = x.line.balance;
      continue;
    }
    const { m } = x;
    merged.push({
      at: m.at,
      position: m.position,
      event: m.event,
      coin: 0,
      bonusCoin: 0,
      point: 0,
      freeRental: 0,
      lots: [],
      note: [m.note, m.actor && `by ${m.actor}${m.reason ? `: ${m.reason}` : ''}`].filter(Boolean).join('; '),
      balance,
      actor: m.actor,
      correlationId: null,
      ...(m.amount ? { paid: m.amount } : {}),
    });
  }
  return merged;
}

function printLedger(lines: LedgerLine[]): void {
  const rows = lines.map((l) => [
    l.at.replace('T', ' ').slice(0, 19),
    l.event,
    signed(l.coin),
    signed(l.bonusCoin),
    signed(l.point),
    signed(l.freeRental),
    `${l.balance.coin}/${l.balance.bonusCoin}/${l.balance.point}/${l.balance.freeRental}`,
    [...l.lots, l.note].filter(Boolean).join('; '),
  ]);
  const head = ['time (UTC)', 'event', 'coin', 'bonus', 'point', 'rental', 'balance c/b/p/r', 'lots and details'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  console.log(fmt(head));
  for (const r of rows) console.log(fmt(r));
  if (!rows.length) console.log('(no wallet or membership events)');
}

/** `ledger`, `refund`, `withdraw` (README, Operator commands): the wallet from the event log, and the spec's compensations. */
export function registerWalletCommands(program: Command): void {
  program
    .command('ledger <who>')
    .description(
      "a user's wallet and VIP plan history from the event log (email or user id): time, event, amounts per currency and lot, balance after each line",
    )
    .option('--json', 'print JSON lines instead of a table')
    .action(async (who: string, opts: { json?: boolean }) => {
      await withCliApp(async (ctx) => {
        const userId = await userIdOf(ctx, who);
        const lines = await accountLedger(ctx.app.get(EventStore), userId);
        if (opts.json) for (const l of lines) console.log(JSON.stringify(l));
        else printLedger(lines);
      });
    });

  program
    .command('refund <who> <orderId>')
    .description('refund a coin pack bought within 7 days when none of its coins or bonus coins were spent')
    .requiredOption('--reason <text>', 'why (kept in the ledger)')
    .action(async (who: string, orderId: string, opts: { reason: string }) => {
      await withCliApp(async (ctx) => {
        const userId = await userIdOf(ctx, who);
        const { balance } = await ctx.app.get(CommandBus).execute(new RefundCoinPackCommand(userId, orderId, opts.reason));
        console.log(`refunded order ${orderId}; balance now coin ${balance.coin}, bonus ${balance.bonusCoin}, point ${balance.point}`);
      });
    });

  program
    .command('withdraw <who> <unlockId>')
    .description('withdraw an unlock-all within 7 days: the episodes not opened are relocked and their coins given back')
    .requiredOption('--reason <text>', 'why (kept in the ledger)')
    .action(async (who: string, unlockId: string, opts: { reason: string }) => {
      await withCliApp(async (ctx) => {
        const userId = await userIdOf(ctx, who);
        const { balance, kept } = await ctx.app.get(CommandBus).execute(new WithdrawUnlockAllCommand(userId, unlockId, opts.reason));
        console.log(`withdrawn; ${kept} opened episode(s) kept; balance now coin ${balance.coin}, bonus ${balance.bonusCoin}`);
      });
    });
}
