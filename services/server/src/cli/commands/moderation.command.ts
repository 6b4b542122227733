import os from 'node:os';
import type { Command } from 'commander';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FindUserQuery } from '../../modules/identity/index.js';
import { BanReaderCommand, GetModerationQueueQuery, MODERATION, ModerateCommentCommand } from '../../modules/community/index.js';
import { withCliApp, type CliContext } from '../cli-context.js';

async function userIdOf(ctx: CliContext, who: string): Promise<string> {
  const user = await ctx.app.get(QueryBus).execute(new FindUserQuery(who));
  if (!user) throw new Error(`No user ${who}`);
  return user.id;
}

/** Who acts: --actor, else KOMA_ACTOR, else the operator's login name (kept in the moderation log). */
const actorOf = (opts: { actor?: string }) => `cli:${opts.actor ?? process.env.KOMA_ACTOR ?? os.userInfo().username}`;
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s).replace(/\s+/g, ' ');

/** `moderation queue|hide|restore|ban`: staff moderation of comments; every act is logged with its actor and reason. */
export function registerModerationCommands(program: Command): void {
  const moderation = program.command('moderation').description('comment moderation (every act is logged with actor and reason)');

  moderation
    .command('queue')
    .description(
      `reported comments, heaviest reports first (hidden automatically at weight ${MODERATION.hideWeight}, ${MODERATION.establishedWeight} of it from established readers)`,
    )
    .option('--limit <n>', 'how many', '50')
    .option('--json', 'print JSON lines instead of a table')
    .action(async (opts: { limit: string; json?: boolean }) => {
      await withCliApp(async (ctx) => {
        const entries = await ctx.app.get(QueryBus).execute(new GetModerationQueueQuery(Number(opts.limit) || 50));
        if (opts.json) {
          for (const e of entries) console.log(JSON.stringify(e));
          return;
        }
        if (!entries.length) {
          console.log('(no reported comments)');
          return;
        }
        console.log(['comment id'.padEnd(36), 'reports', 'weight', 'estab.', 'state'.padEnd(14), 'content'].join('  '));
        for (const e of entries) {
          const state = e.hidden ? `hidden:${e.hiddenBy === 'reports' ? 'auto' : 'staff'}` : 'visible';
          console.log(
            [
              e.commentId,
              String(e.reports).padStart(7),
              e.weight.toFixed(2).padStart(6),
              e.establishedWeight.toFixed(2).padStart(6),
              state.padEnd(14),
              clip(e.content, 60),
            ].join('  '),
          );
        }
      });
    });

  for (const action of ['hide', 'restore'] as const) {
    moderation
      .command(`${action} <commentId>`)
      .description(
        action === 'hide' ? 'hide a comment from everyone but its author' : 'show a hidden comment again (its reports are dismissed)',
      )
      .requiredOption('--reason <text>', 'why (kept in the moderation log)')
      .option('--actor <name>', 'who acts (default: KOMA_ACTOR or the login name)')
      .action(async (commentId: string, opts: { reason: string; actor?: string }) => {
        await withCliApp(async (ctx) => {
          const r = await ctx.app.get(CommandBus).execute(new ModerateCommentCommand(commentId, action, actorOf(opts), opts.reason));
          console.log(`${r.commentId} ${r.hidden ? 'hidden' : 'visible'}${r.changed ? '' : ' (already)'}`);
        });
      });
  }

  moderation
    .command('ban <user>')
    .description('bar a reader (email or user id) from posting and reporting comments for N days (0 lifts a ban)')
    .requiredOption('--days <n>', 'how many days')
    .requiredOption('--reason <text>', 'why (kept in the moderation log)')
    .option('--actor <name>', 'who acts (default: KOMA_ACTOR or the login name)')
    .action(async (who: string, opts: { days: string; reason: string; actor?: string }) => {
      await withCliApp(async (ctx) => {
        const days = /^\d+$/.test(opts.days) ? Number(opts.days) : Number.NaN;
        const r = await ctx.app.get(CommandBus).execute(new BanReaderCommand(await userIdOf(ctx, who), days, actorOf(opts), opts.reason));
        console.log(`${r.userId} banned until ${r.until.toISOString()}`);
      });
    });
}
