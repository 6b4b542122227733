import type { Command } from 'commander';
import { QueryBus } from '@nestjs/cqrs';
import { FindUserQuery } from '../../modules/identity/index.js';
import { GetMembershipHistoryQuery, GetUserPlanQuery, type MembershipHistory } from '../../modules/membership/index.js';
import { withCliApp } from '../cli-context.js';

const time = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** The details worth a line: dates, amounts, causes (the ids stay in --json). */
function detailOf(data: Record<string, unknown>): string {
  const keys = [
    'planName',
    'price',
    'startDate',
    'endDate',
    'effectiveAt',
    'autoResumeAt',
    'pausedMs',
    'attempt',
    'failure',
    'cause',
    'orderId',
  ];
  return keys
    .filter((k) => data[k] !== undefined && data[k] !== null)
    .map(
      (k) =>
        `${k}=${typeof data[k] === 'string' && /^\d{4}-\d\d-\d\dT/.test(data[k] as string) ? time(data[k] as string) : String(data[k])}`,
    )
    .join(' ');
}

function print(h: MembershipHistory, status: string | null): void {
  const rows = h.events.map((e) => [time(e.at), e.event, e.actor ?? '', e.reason ?? '', detailOf(e.data)]);
  const head = ['time (UTC)', 'event', 'actor', 'reason', 'details'];
  const widths = head.map((x, i) => Math.max(x.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  console.log(fmt(head));
  for (const r of rows) console.log(fmt(r));
  if (!rows.length) console.log('(no membership events)');
  console.log('');
  console.log(`status: ${status ?? 'no plan'}`);
  const next = h.pendingJobs[0];
  console.log(next ? `next job: ${next.name} at ${time(next.runAt)} (${next.jobId})` : 'next job: none');
  for (const j of h.pendingJobs.slice(1)) console.log(`  then: ${j.name} at ${time(j.runAt)}`);
}

/** `membership <who>`: a member's plan history from the event log, and the jobs scheduled for it. */
export function registerMembershipCommands(program: Command): void {
  program
    .command('membership <who>')
    .description("a user's VIP plan history from the event log (email or user id): time, event, actor, reason; then the next scheduled job")
    .option('--json', 'print JSON instead of a table')
    .action(async (who: string, opts: { json?: boolean }) => {
      await withCliApp(async (ctx) => {
        const queries = ctx.app.get(QueryBus);
        const user = await queries.execute(new FindUserQuery(who));
        if (!user) throw new Error(`No user ${who}`);
        const [history, plan] = await Promise.all([
          queries.execute(new GetMembershipHistoryQuery(user.id)),
          queries.execute(new GetUserPlanQuery(user.id)),
        ]);
        if (opts.json) console.log(JSON.stringify({ userId: user.id, status: plan?.status ?? null, ...history }));
        else print(history, plan ? `${plan.status}, ${plan.planId.name}, ${time(plan.startDate)} → ${time(plan.endDate)}` : null);
      });
    });
}
