import type pg from 'pg';
import webpush from 'web-push';
import { loadConfig } from '../../../config/config.schema.js';
import { defaultSubject, VapidKeys } from './vapid-keys.js';

describe('VapidKeys', () => {
  it('uses the configured pair and subject without reading or writing the database', async () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'https://koma.example/contact',
    });
    const untouchable = {
      query: () => {
        throw new Error('the database was used');
      },
    } as unknown as pg.Pool;
    await expect(new VapidKeys(untouchable, config).get()).resolves.toEqual({
      publicKey,
      privateKey,
      subject: 'https://koma.example/contact',
    });
  });

  it('defaults the subject to mailto: the MAIL_FROM address', () => {
    expect(defaultSubject('Koma <no-reply@localhost>')).toBe('mailto:no-reply@localhost');
    expect(defaultSubject('ops@koma.example')).toBe('mailto:ops@koma.example');
  });
});
