// The reader's language beyond the catalog pages (issue 27 item 8, ADR 0030): notifications (list
// and detail, GraphQL and REST) answer translations.mn to a Mongolian reader, and the reader's own
// new-episode notifications in Mongolian with the comic's Mongolian title; event mails, the
// code mail and the other identity mails go out in the account's language (the request's before
// there is an account); the tag page's heading names the tag as the chips do; and its Title sort
// runs A–Z by the titles the reader reads (issue 27 item 5).
import { CommandBus } from '@nestjs/cqrs';
import { DAY, FakeClock, HOUR, MINUTE } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { DeliverNotificationCommand, PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const clock = new FakeClock(T0);
const SCHEDULE = new Date(T0.getTime() - 5 * MINUTE).toISOString();
const news = catalogId('notification', 'n-news');
let t: TestApp;
let sink: SmtpSink;
type Reader = Awaited<ReturnType<typeof newReader>>;
let mn: Reader;
let en: Reader;

const SORTED = [
  { key: 'apple', title: 'Apple Story', mn: 'Өвөл' },
  { key: 'zebra', title: 'Zebra Road', mn: 'Бар' },
  { key: 'mango', title: 'Mango Days', mn: 'Алим' },
];

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t } = await startWithMiniCatalog(import.meta.url, {
    clock,
    env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1000' },
    extend: (doc) => {
      (doc as Record<string, unknown>).notifications = [
        {
          key: 'n-news',
          title: 'Big news',
          message: 'A new season starts today.',
          schedule: SCHEDULE,
          translations: { mn: { title: 'Том мэдээ', message: 'Шинэ улирал өнөөдөр эхэллээ.' } },
        },
      ];
      const base = doc.comics[0]!;
      for (const c of SORTED) {
        doc.comics.push({
          ...base,
          key: c.key,
          title: c.title,
          tags: ['sorted', 'mystery'],
          translations: { mn: { title: c.mn, tags: ['эрэмбэ', 'нууц'] } },
        } as typeof base);
      }
      (base as typeof base & { translations?: unknown }).translations = { mn: { title: 'Жижиг комик' } };
    },
  }));
  mn = await newReader(t, 'Bold');
  en = await newReader(t, 'Anna');
  await t.app.get(AccountsService).updateSettings(mn.userId, undefined, { language: 'mongolian' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function gql(query: string, headers: Record<string, string> = {}, token?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe("notifications in the reader's language", () => {
  it('the list and the detail answer translations.mn to a Mongolian account, English to an English one (GraphQL)', async () => {
    const list = '{ inboxNotifications(page: 1, pageSize: 20) { items { id title message } } }';
    expect((await gql(list, { 'accept-language': 'en' }, mn.token)).inboxNotifications.items).toEqual([
      { id: news, title: 'Том мэдээ', message: 'Шинэ улирал өнөөдөр эхэллээ.' },
    ]);
    expect((await gql(list, { 'accept-language': 'mn' }, en.token)).inboxNotifications.items).toEqual([
      { id: news, title: 'Big news', message: 'A new season starts today.' },
    ]);
    const one = `{ inboxNotification(id: "${news}") { title message } }`;
    expect((await gql(one, {}, mn.token)).inboxNotification).toEqual({ title: 'Том мэдээ', message: 'Шинэ улирал өнөөдөр эхэллээ.' });
    expect((await gql(one, {}, en.token)).inboxNotification).toEqual({ title: 'Big news', message: 'A new season starts today.' });
  });

  it('REST: a visitor asking in Mongolian (Accept-Language or the language cookie) reads Mongolian; the answer varies by language', async () => {
    const listMn = await t.request('GET', '/api/get-user-notification', { headers: { 'accept-language': 'mn' } });
    expect(listMn.body.userNotification[0]).toMatchObject({ _id: news, title: 'Том мэдээ', message: 'Шинэ улирал өнөөдөр эхэллээ.' });
    expect(listMn.headers.get('vary')).toMatch(/Accept-Language/);
    expect(listMn.headers.get('vary')).toMatch(/Cookie/);
    const detail = await t.request('GET', `/api/get-user-notification-data/${news}`, { headers: { cookie: 'koma_lang=mn' } });
    expect(detail.body.userNotification).toMatchObject({ title: 'Том мэдээ' });
    const english = await t.request('GET', `/api/get-user-notification-data/${news}`);
    expect(english.body.userNotification).toMatchObject({ title: 'Big news', message: 'A new season starts today.' });
    const reader = await t.request('GET', '/api/get-user-notification', { token: mn.token, headers: { 'accept-language': 'en' } });
    expect(reader.body.userNotification[0]).toMatchObject({ title: 'Том мэдээ', isRead: false });
  });
});

describe("mails in the account's language", () => {
  it("an event mail has the notification's Mongolian texts for a Mongolian account and English ones for an English account", async () => {
    await t.app.get(CommandBus).execute(new DeliverNotificationCommand(news, SCHEDULE));
    const toMn = await sink.waitFor((m) => m.to.includes(mn.email));
    expect(toMn.subject).toBe('Том мэдээ');
    expect(toMn.text).toContain('Шинэ улирал өнөөдөр эхэллээ.');
    expect(toMn.text).toContain('Koma дээр нээх:');
    const toEn = await sink.waitFor((m) => m.to.includes(en.email));
    expect(toEn.subject).toBe('Big news');
    expect(toEn.text).toContain('A new season starts today.');
  });

  it("the sign-up code mail is in the language the visitor asks in; forgot-password in the account's, whatever the request says", async () => {
    const signup = async (email: string, headers: Record<string, string>) => {
      expect((await t.request('POST', '/api/signup-mail', { body: { email, fullName: 'New Reader' }, headers })).status).toBe(200);
      return sink.waitFor((m) => m.to.includes(email) && /Koma/.test(m.subject));
    };
    const inMn = await signup('shine@example.test', { 'accept-language': 'mn-MN,mn;q=0.9' });
    expect(inMn.subject).toBe('Таны Koma код');
    expect(inMn.text).toMatch(/бүртгэл баталгаажуулах код: \d{6}/);
    expect(inMn.text).not.toMatch(/Your code|valid for/);
    const byCookie = await signup('shine2@example.test', { cookie: 'koma_lang=mn', 'accept-language': 'en' });
    expect(byCookie.subject).toMatch(/^Таны Koma код/);
    const inEn = await signup('new@example.test', { 'accept-language': 'en-US' });
    expect(inEn.subject).toBe('Your Koma code');
    expect(inEn.text).toMatch(/finish signing up to Koma/);

    const before = sink.messages.length;
    expect(
      (await t.request('POST', '/api/signup-mail', { body: { type: 'forgot', email: mn.email }, headers: { 'accept-language': 'en' } }))
        .status,
    ).toBe(200);
    const forgot = await sink.waitFor((m) => sink.messages.indexOf(m) >= before && m.to.includes(mn.email) && /Koma/.test(m.subject));
    expect(forgot.subject).toBe('Таны Koma код');
    expect(forgot.text).toMatch(/нууц үг сэргээх код/);
    // An address with a Mongolian account that signs up again is told so in Mongolian.
    clock.set(new Date(clock.now().getTime() + 5 * MINUTE)); // past the address's resend wait
    const again = sink.messages.length;
    expect(
      (await t.request('POST', '/api/signup-mail', { body: { email: mn.email, fullName: 'Bold' }, headers: { 'accept-language': 'en' } }))
        .status,
    ).toBe(200);
    const taken = await sink.waitFor((m) => sink.messages.indexOf(m) >= again && m.to.includes(mn.email));
    expect(taken.subject).toBe('Танд Koma бүртгэл аль хэдийн байна');
  });
});

describe('tag pages', () => {
  const titles = async (reversed: boolean, headers: Record<string, string>) =>
    (await gql(`{ tagComics(tag: "sorted", sort: TITLE, reversed: ${reversed}) { items { title } } }`, headers)).tagComics.items.map(
      (c: { title: string }) => c.title,
    );

  it('Title runs A–Z by the titles the reader reads, Z–A reversed', async () => {
    expect(await titles(false, { 'accept-language': 'en' })).toEqual(['Apple Story', 'Mango Days', 'Zebra Road']);
    expect(await titles(true, { 'accept-language': 'en' })).toEqual(['Zebra Road', 'Mango Days', 'Apple Story']);
    expect(await titles(false, { 'accept-language': 'mn' })).toEqual(['Алим', 'Бар', 'Өвөл']);
    expect(await titles(true, { 'accept-language': 'mn' })).toEqual(['Өвөл', 'Бар', 'Алим']);
  });

  it("the heading's tag is the one the chips show, in either language, whichever language the address names it in", async () => {
    expect((await gql('{ tagName(tag: "Mystery") }', { 'accept-language': 'mn' })).tagName).toBe('нууц');
    expect((await gql('{ tagName(tag: "нууц") }', { 'accept-language': 'en' })).tagName).toBe('mystery');
    expect((await gql('{ tagName(tag: "mystery") }', { 'accept-language': 'en' })).tagName).toBe('mystery');
    expect((await gql('{ tagName(tag: "unknown-tag") }', { 'accept-language': 'mn' })).tagName).toBe('unknown-tag');
  });
});

describe("the reader's own notifications in the reader's language", () => {
  it("a new episode of a belled comic reads in Mongolian, with the comic's Mongolian title, over GraphQL and REST; English for an English account", async () => {
    const comicId = catalogId('comic', 'mini');
    await t.app.get(CommandBus).execute(new PlanNotificationsCommand()); // what is live now is not news
    for (const r of [mn, en]) {
      expect(
        (await t.request('POST', '/api/user-comic-notification', { token: r.token, body: { userId: r.userId, comicId } })).body.subscribed,
      ).toBe(true);
    }
    clock.set(new Date(T0.getTime() + DAY + HOUR)); // ep-future (episode 31) is released
    await t.app.get(JobsService).sweepNow();
    const own = async (r: Reader) =>
      (await t.request('GET', '/api/get-user-notification', { token: r.token })).body.userNotification.filter(
        (n: { kind: string }) => n.kind === 'new_episode',
      );
    const deadline = Date.now() + 15_000;
    while ((await own(mn)).length === 0 || (await own(en)).length === 0) {
      if (Date.now() > deadline) throw new Error('no new-episode notification');
      await new Promise((r) => setTimeout(r, 100));
    }
    const [restMn] = await own(mn);
    expect(restMn).toMatchObject({ title: 'Шинэ анги: Жижиг комик', message: '31-р анги гарлаа.', episodeNumber: 31 });
    const [restEn] = await own(en);
    expect(restEn).toMatchObject({ title: 'New episode: Mini Comic', message: 'Episode 31 "Later" is out now.' });
    const detail = await t.request('GET', `/api/get-user-notification-data/${restMn._id}`, {
      token: mn.token,
      headers: { 'accept-language': 'en' },
    });
    expect(detail.body.userNotification).toMatchObject({ title: 'Шинэ анги: Жижиг комик', message: '31-р анги гарлаа.' });

    const list = '{ inboxNotifications(page: 1, pageSize: 20) { items { id kind title message } } }';
    const items = (await gql(list, { 'accept-language': 'en' }, mn.token)).inboxNotifications.items.filter(
      (n: { kind: string }) => n.kind === 'new_episode',
    );
    expect(items).toEqual([{ id: restMn._id, kind: 'new_episode', title: 'Шинэ анги: Жижиг комик', message: '31-р анги гарлаа.' }]);
    const one = (await gql(`{ inboxNotification(id: "${restMn._id}") { title message } }`, {}, mn.token)).inboxNotification;
    expect(one).toEqual({ title: 'Шинэ анги: Жижиг комик', message: '31-р анги гарлаа.' });
    const english = (await gql(`{ inboxNotification(id: "${restEn._id}") { title message } }`, { 'accept-language': 'mn' }, en.token))
      .inboxNotification;
    expect(english).toEqual({ title: 'New episode: Mini Comic', message: 'Episode 31 "Later" is out now.' });
  }, 60_000);
});
