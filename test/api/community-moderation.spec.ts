import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { FakeClock, DAY } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { BanReaderCommand, ModerateCommentCommand } from '../../services/server/src/modules/community/index.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader, signInAgain } from '../fixtures/readers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clock = new FakeClock(new Date('2026-03-01T12:00:00.000Z'));
let t: TestApp;
let db: pg.Pool;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
type Reader = Awaited<ReturnType<typeof newReader>>;

/** Readers whose accounts are 60 days old by the time the tests run, and a witness of the same age. */
let established: Reader[];
let witness: Reader;
let author: Reader;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  established = [];
  for (let i = 0; i < 5; i++) established.push(await newReader(t, `Regular${i}`));
  witness = await newReader(t, 'Witness');
  author = await newReader(t, 'Author');
  clock.advance(60 * DAY);
  for (const r of [...established, witness, author]) await signInAgain(t, r);
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const post = async (r: Reader, content: string) => {
  const res = await t.request('POST', '/api/add-comment', { token: r.token, body: { episodeId: ids.free, content } });
  expect(res.status).toBe(200);
  return res.body.comment._id as string;
};
const report = (r: Reader, commentId: string, reason = 'abusive') =>
  t.request('POST', '/api/add-report', {
    token: r.token,
    body: { userId: r.userId, commentId, guiltyUser: author.userId, episodeId: ids.free, reason },
  });
const seenBy = async (r: Reader | null, commentId: string) =>
  (await t.request('GET', `/api/get-episode-comment/${ids.free}?limit=100`, { token: r?.token })).body.comment.find(
    (c: any) => c._id === commentId,
  );
const episodeCount = async () => (await t.request('GET', `/api/get-comic-episode-data/${ids.free}`)).body.comments;
const logOf = async (commentId: string) =>
  (await db.query('SELECT action, actor, reason FROM community_moderation_log WHERE comment_id = $1 ORDER BY id', [commentId])).rows;

describe('moderation that a mob cannot game', () => {
  it('30 readers created in the last hour report a comment and it stays visible', async () => {
    const target = await post(author, 'an unpopular opinion');
    const brigade: Reader[] = [];
    for (let i = 0; i < 30; i++) brigade.push(await newReader(t, `Fresh${i}`));
    clock.advance(30 * 60_000);
    for (const r of brigade) expect((await report(r, target)).body).toEqual({ success: true, message: 'Reported' });
    expect(await seenBy(witness, target)).toMatchObject({ content: 'an unpopular opinion', hidden: false });
    expect(await seenBy(null, target)).toBeTruthy();
    const row = (
      await db.query('SELECT report_count, report_weight, established_weight, hidden_at FROM community_comments WHERE id = $1', [target])
    ).rows[0];
    expect(row).toMatchObject({ report_count: 30, hidden_at: null });
    expect(Number(row.report_weight)).toBeCloseTo(3, 5);
    expect(Number(row.established_weight)).toBe(0);
    expect(await logOf(target)).toEqual([]);
  });

  it("5 established readers' reports hide it from everyone but its author, who sees it marked", async () => {
    const target = await post(author, 'something truly abusive');
    const before = await episodeCount();
    for (const [i, r] of established.entries()) {
      expect((await report(r, target)).status).toBe(200);
      if (i < 4) expect(await seenBy(witness, target)).toBeTruthy(); // 4 established reports are not yet enough
    }
    expect(await seenBy(witness, target)).toBeUndefined();
    expect(await seenBy(null, target)).toBeUndefined();
    expect(await seenBy(author, target)).toMatchObject({ hidden: true, own: true, content: 'something truly abusive' });
    expect(await episodeCount()).toBe(before - 1);
    expect(await logOf(target)).toEqual([{ action: 'auto_hide', actor: 'system', reason: 'reports from readers' }]);
    // Hidden is gone for everyone else: liking or reporting it is 404.
    expect((await t.request('POST', '/api/like-comment', { token: witness.token, body: { commentId: target } })).status).toBe(404);
    expect((await report(witness, target)).status).toBe(404);
    // Their reports were upheld: the same readers now weigh more.
    const upheld = (
      await db.query(`SELECT count(*)::int AS n FROM community_reports WHERE comment_id = $1 AND outcome = 'upheld'`, [target])
    ).rows[0].n;
    expect(upheld).toBe(5);
  });

  it('staff hide and restore with actor and reason; a restore dismisses the reports so they cannot hide it again', async () => {
    const target = await post(author, 'borderline');
    const bus = t.app.get(CommandBus);
    const before = await episodeCount();
    expect(await bus.execute(new ModerateCommentCommand(target, 'hide', 'cli:mod-ana', 'spam link'))).toEqual({
      commentId: target,
      hidden: true,
      changed: true,
    });
    expect(await seenBy(witness, target)).toBeUndefined();
    expect(await seenBy(author, target)).toMatchObject({ hidden: true });
    expect(await episodeCount()).toBe(before - 1);
    expect(await bus.execute(new ModerateCommentCommand(target, 'restore', 'cli:mod-bo', 'not spam after all'))).toEqual({
      commentId: target,
      hidden: false,
      changed: true,
    });
    expect(await seenBy(witness, target)).toMatchObject({ hidden: false });
    expect(await episodeCount()).toBe(before);
    expect(await logOf(target)).toEqual([
      { action: 'hide', actor: 'cli:mod-ana', reason: 'spam link' },
      { action: 'restore', actor: 'cli:mod-bo', reason: 'not spam after all' },
    ]);
    await expect(bus.execute(new ModerateCommentCommand(target, 'hide', 'cli:x', '  '))).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(
      bus.execute(new ModerateCommentCommand('00000000-0000-4000-8000-000000000000', 'hide', 'cli:x', 'r')),
    ).rejects.toMatchObject({ code: 'COMMUNITY.COMMENT_NOT_FOUND' });
  });

  it('a banned reader can neither post nor report until the ban ends', async () => {
    const target = await post(author, 'fine words');
    const r = established[0]!;
    const bus = t.app.get(CommandBus);
    await bus.execute(new BanReaderCommand(r.userId, 3, 'cli:mod-ana', 'harassment'));
    const posted = await t.request('POST', '/api/add-comment', { token: r.token, body: { episodeId: ids.free, content: 'let me in' } });
    expect([posted.status, posted.body.code]).toEqual([403, 'COMMUNITY.BANNED']);
    const reported = await report(r, target);
    expect([reported.status, reported.body.code]).toEqual([403, 'COMMUNITY.BANNED']);
    const log = (await db.query(`SELECT action, actor, reason, user_id FROM community_moderation_log WHERE action = 'ban'`)).rows;
    expect(log).toEqual([{ action: 'ban', actor: 'cli:mod-ana', reason: 'harassment', user_id: r.userId }]);
    clock.advance(3 * DAY + 1);
    expect(
      (await t.request('POST', '/api/add-comment', { token: r.token, body: { episodeId: ids.free, content: 'back again' } })).status,
    ).toBe(200);
  });
});

/** `npm run koma -- moderation …` as an operator runs it (the built CLI; `npm test` builds first). */
const cli = path.join(root, 'services/server/dist/cli/koma.js');
(existsSync(cli) ? describe : describe.skip)('moderation operator commands', () => {
  const koma = (...args: string[]) => {
    const r = spawnSync(process.execPath, [cli, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: t.config.DATABASE_URL,
        QUEUE_PREFIX: t.config.QUEUE_PREFIX,
        LOG_LEVEL: 'error',
        KOMA_ACTOR: 'ops-test',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  let target: string;
  it('queue lists reported comments, heaviest first', async () => {
    target = await post(author, 'reported by one regular');
    await report(established[2]!, target);
    const queue = koma('moderation', 'queue', '--json');
    expect(queue.code).toBe(0);
    const entries = queue.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(entries.find((e) => e.commentId === target)).toMatchObject({ reports: 1, hidden: false });
    const weights = entries.map((e) => e.weight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(koma('moderation', 'queue').out).toMatch(new RegExp(`${target}\\s+1\\s+[\\d.]+\\s+[\\d.]+\\s+visible`));
  }, 180_000);

  it('hide and restore log the actor and reason; a reason is required', async () => {
    const hide = koma('moderation', 'hide', target, '--reason', 'off-topic');
    expect([hide.code, hide.out.trim()]).toEqual([0, `${target} hidden`]);
    expect(await seenBy(witness, target)).toBeUndefined();
    expect(koma('moderation', 'restore', target, '--reason', 'on reflection', '--actor', 'lead').code).toBe(0);
    expect(await seenBy(witness, target)).toBeTruthy();
    expect(await logOf(target)).toEqual([
      { action: 'hide', actor: 'cli:ops-test', reason: 'off-topic' },
      { action: 'restore', actor: 'cli:lead', reason: 'on reflection' },
    ]);
    expect(koma('moderation', 'hide', target).code).not.toBe(0); // --reason is required
  }, 180_000);

  it('ban takes an email or id and N days; unknown readers and bad day counts fail', async () => {
    const ban = koma('moderation', 'ban', witness.email, '--days', '2', '--reason', 'spam');
    expect(ban.code).toBe(0);
    expect(
      (await t.request('POST', '/api/add-comment', { token: witness.token, body: { episodeId: ids.free, content: 'x' } })).body.code,
    ).toBe('COMMUNITY.BANNED');
    expect(koma('moderation', 'ban', 'nobody@example.test', '--days', '2', '--reason', 'x').code).toBe(1);
    expect(koma('moderation', 'ban', witness.userId, '--days', 'many', '--reason', 'x').code).toBe(1);
  }, 180_000);
});
