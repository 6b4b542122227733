import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { withCliApp } from '../cli-context.js';
import { ProjectionEngine } from '../../platform/projections/projection-engine.js';
import type { ProjectionStatus } from '../../platform/projections/projection.types.js';

/** The status table of `projections status`. */
export function formatStatus(rows: ProjectionStatus[]): string {
  if (!rows.length) return 'No projections registered.\n';
  const head = ['projection', 'kind', 'version', 'generation', 'checkpoint', 'lag', 'state'];
  const body = rows.map((r) => [
    r.name,
    r.kind,
    r.liveVersion !== undefined && r.liveVersion !== r.version ? `${r.liveVersion} (code ${r.version})` : String(r.version),
    r.generation === undefined ? '-' : String(r.generation),
    r.checkpoint === undefined ? '-' : String(r.checkpoint),
    String(r.lag),
    r.error ? `${r.state}: ${r.error.split('\n')[0].slice(0, 120)}` : r.state,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return [line(head), ...body.map(line)].join('\n') + '\n';
}

/** Rebuilds with one progress bar per projection (on stderr, only on a terminal). */
export async function rebuildWithProgress(
  engine: ProjectionEngine,
  names: string[],
  out: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const bars = new cliProgress.MultiBar(
    { format: '{name} [{bar}] {value}/{total} events', stream: process.stderr, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  const byName = new Map<string, cliProgress.SingleBar>();
  try {
    const done = await engine.rebuild(names, (name, p) => {
      let bar = byName.get(name);
      if (!bar) byName.set(name, (bar = bars.create(p.total, 0, { name })));
      bar.setTotal(p.total);
      bar.update(p.applied, { name });
    });
    bars.stop();
    for (const d of done) out.write(`${d.name}: rebuilt into generation ${d.generation} (${d.applied} events replayed)\n`);
    if (!done.length) out.write('Nothing to rebuild.\n');
  } finally {
    bars.stop();
  }
}

/** `projections status` and `projections rebuild [name …]` (README, Operator commands). */
export function registerProjectionCommands(program: Command): void {
  const group = program.command('projections').description('read models built from the event log');
  group
    .command('status')
    .description('every projection: checkpoint, lag in events, state')
    .option('--json', 'print JSON')
    .action(async (opts: { json?: boolean }) => {
      await withCliApp(async ({ app }) => {
        const rows = await app.get(ProjectionEngine).status();
        process.stdout.write(opts.json ? `${JSON.stringify(rows, null, 2)}\n` : formatStatus(rows));
      });
    });
  group
    .command('rebuild')
    .description('replay the event log into fresh read models, then switch reads over (safe while the service runs)')
    .argument('[names...]', 'projections to rebuild (all when none given)')
    .action(async (names: string[]) => {
      await withCliApp(async ({ app }) => rebuildWithProgress(app.get(ProjectionEngine), names));
    });
}
