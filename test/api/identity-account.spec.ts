// Account calls: user data, settings, profile with photo upload, and the cross-user checks.
import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { signedInUser, login, type Sink } from './identity-fixtures.js';

describe('identity: account', () => {
  let t: TestApp;
  let sink: Sink;
  let a: { userId: string; token: string };
  let b: { userId: string; token: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1000' } });
    a = await signedInUser(t, sink, 'alice@example.com');
    b = await signedInUser(t, sink, 'bob@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const profileForm = (fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (photo) form.append('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
    return form;
  };
  const validProfile = (id: string) => ({ id, fullName: 'Alice Liddell', email: 'alice@example.com', gender: 'female', dob: '1990-05-04' });

  it('get-user-data answers the whole docs/product.md, The REST calls response', async () => {
    const res = await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      user: expect.objectContaining({
        _id: a.userId,
        id: a.userId,
        email: 'alice@example.com',
        fullName: 'Test Reader',
        coin: 0,
        bonusCoin: 0,
        point: 0,
      }),
      plan: null,
      readCoimc: [],
      gift: [],
      comicNotification: [],
      loginDevices: [expect.objectContaining({ device: 'Test device', createdAt: expect.any(String) })],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2|token_hash|google_sub/i);
    // The client may send its stored token JSON-encoded (docs/product.md).
    expect((await t.request('GET', `/api/get-user-data/${a.userId}`, { token: JSON.stringify(a.token) })).status).toBe(200);
    expect((await t.request('GET', `/api/get-user-data/${a.userId}`)).status).toBe(401);
  });

  it('settings default to english with every notification on, and update', async () => {
    const res = await t.request('GET', `/api/get-user-setting/${a.userId}`, { token: a.token });
    expect(res.body).toEqual({
      success: true,
      userSetting: expect.objectContaining({
        userId: a.userId,
        freeNotification: true,
        subscribeNotification: true,
        eventNotification: true,
        language: 'english',
      }),
    });
    const id = res.body.userSetting.id;
    const upd = await t.request('POST', '/api/update-user-setting', {
      token: a.token,
      body: { id, userId: a.userId, eventNotification: false, language: 'mongolian' },
    });
    expect(upd.body.success).toBe(true);
    const after = await t.request('GET', `/api/get-user-setting/${a.userId}`, { token: a.token });
    expect(after.body.userSetting).toMatchObject({ eventNotification: false, freeNotification: true, language: 'mongolian' });
    const bad = await t.request('POST', '/api/update-user-setting', { token: a.token, body: { userId: a.userId, language: 'klingon' } });
    expect(bad.status).toBe(400);
    const badBool = await t.request('POST', '/api/update-user-setting', {
      token: a.token,
      body: { userId: a.userId, freeNotification: 'maybe' },
    });
    expect(badBool.status).toBe(400);
  });

  it('update-user validates per docs/product.md', async () => {
    const missing = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm({ id: a.userId, fullName: 'A', email: 'alice@example.com' }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill all required field');
    const gender = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm({ ...validProfile(a.userId), gender: 'robot' }),
    });
    expect(gender.status).toBe(400);
    const dob = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm({ ...validProfile(a.userId), dob: '1990-02-31' }),
    });
    expect(dob.status).toBe(400);
    // A registered address is not revealed (answered like a free one) and never switched to.
    const taken = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm({ ...validProfile(a.userId), email: 'bob@example.com' }),
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ success: true, pendingEmail: 'bob@example.com', user: { email: 'alice@example.com' } });
  });

  it('update-user stores a re-encoded WebP photo without EXIF and removes the old one', async () => {
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-EXIF-MARKER', Artist: 'SECRET-EXIF-MARKER' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm(validProfile(a.userId), { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }),
    });
    expect(res.status).toBe(200);
    const data = await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token });
    const photo = data.body.user.photo as string;
    expect(photo).toMatch(/^uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(data.body.user).toMatchObject({ fullName: 'Alice Liddell', gender: 'female', dob: '1990-05-04' });
    const served = await fetch(`${t.url}/${photo}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SECRET-EXIF-MARKER'))).toBe(false);
    expect((await fetch(`${t.url}/api/${photo}`)).status).toBe(200);

    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    const second = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm(validProfile(a.userId), { bytes: png, name: 'x.png', type: 'image/png' }),
    });
    expect(second.status).toBe(200);
    const now = (await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token })).body.user.photo;
    expect(now).not.toBe(photo);
    expect((await fetch(`${t.url}/${photo}`)).status).toBe(404);
  });

  it('refuses a text file renamed .png, and a 20 MB upload with 413', async () => {
    const before = (await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token })).body.user.photo;
    const text = Buffer.from('this is not an image at all, just text\n'.repeat(20));
    const fake = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm(validProfile(a.userId), { bytes: text, name: 'cat.png', type: 'image/png' }),
    });
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe('IDENTITY.PHOTO_TYPE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(
      (
        await t.request('PUT', '/api/update-user', {
          token: a.token,
          body: profileForm(validProfile(a.userId), { bytes: svg, name: 'a.svg', type: 'image/svg+xml' }),
        })
      ).status,
    ).toBe(400);
    const big = Buffer.alloc(20 * 1024 * 1024, 7);
    const huge = await t.request('PUT', '/api/update-user', {
      token: a.token,
      body: profileForm(validProfile(a.userId), { bytes: big, name: 'big.png', type: 'image/png' }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    expect((await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token })).body.user.photo).toBe(before);
  });

  it("every route taking a user id refuses another user's token, leaks nothing and changes nothing", async () => {
    const snapshot = async () => ({
      data: (await t.request('GET', `/api/get-user-data/${b.userId}`, { token: b.token })).body,
      setting: (await t.request('GET', `/api/get-user-setting/${b.userId}`, { token: b.token })).body,
    });
    const before = await snapshot();
    expect(before.data.success).toBe(true);
    const calls: Array<[string, string, unknown]> = [
      ['GET', `/api/get-user-data/${b.userId}`, undefined],
      ['GET', `/api/get-user-setting/${b.userId}`, undefined],
      [
        'POST',
        '/api/update-user-setting',
        { id: before.setting.userSetting.id, userId: b.userId, language: 'mongolian', eventNotification: false },
      ],
      ['POST', '/api/update-user-setting', { id: before.setting.userSetting.id, language: 'mongolian' }],
      [
        'PUT',
        '/api/update-user',
        profileForm({ id: b.userId, fullName: 'Hacked', email: 'evil@example.com', gender: 'other', dob: '2000-01-01' }),
      ],
      ['PUT', '/api/update-user', { id: b.userId, fullName: 'Hacked', email: 'evil@example.com', gender: 'other', dob: '2000-01-01' }],
      ['POST', '/api/deactivate-account', { userId: b.userId, reason: 'Other' }],
      ['POST', '/api/logout-user', { userId: b.userId, device: 'Test device' }],
      ['POST', '/api/change-password', { userId: b.userId, password: 'hijacked pass 1', confirm_password: 'hijacked pass 1' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(method, path, { token: a.token, body });
      expect([401, 403]).toContain(res.status);
      expect(res.body.success).toBe(false);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('bob@example.com');
      expect(text).not.toContain(b.userId);
    }
    expect(await snapshot()).toEqual(before);
    expect((await login(t, 'bob@example.com', 'correct horse 1', 'Test device')).status).toBe(200);
    // a's own session still works (the refused calls were no-ops for a as well).
    expect((await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token })).status).toBe(200);
  });
});
