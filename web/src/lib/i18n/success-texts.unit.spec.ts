// The toasts after a reader's step are the client's own texts, chosen by the step it asked for: in
// English they are the server's words (docs/product.md), in Mongolian Mongolian. The server's refusals the
// client maps by code (server-errors.ts) match the server's English word for word, so the map holds.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import i18n, { loadLanguage } from './index.js';
import { serverErrorText } from './server-errors.js';
import { INBOX_MESSAGES } from '../../../../services/server/src/modules/inbox/inbox.messages.js';
import { COMMUNITY_MESSAGES } from '../../../../services/server/src/modules/community/community.messages.js';
import { IDENTITY_MESSAGES } from '../../../../services/server/src/modules/identity/identity.messages.js';

beforeAll(async () => {
  await loadLanguage('mongolian');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

const CYRILLIC = /[А-Яа-яӨөҮүЁё]/;

const SUCCESS: Array<[key: string, server: string, options?: Record<string, unknown>]> = [
  ['inbox.bell.turnedOn', INBOX_MESSAGES.bellOn],
  ['inbox.bell.turnedOff', INBOX_MESSAGES.bellOff],
  ['inbox.push.turnedOn', INBOX_MESSAGES.pushOn],
  ['inbox.push.turnedOff', INBOX_MESSAGES.pushOff],
  ['browse.community.added', COMMUNITY_MESSAGES.commentAdded],
  ['browse.community.deleted', COMMUNITY_MESSAGES.commentDeleted],
  ['browse.community.reportDone', COMMUNITY_MESSAGES.reported],
  ['acct.profileUpdated', IDENTITY_MESSAGES.profileUpdated],
  ['acct.profileUpdatedCode', IDENTITY_MESSAGES.emailChangeSent('new@example.test'), { email: 'new@example.test' }],
];

describe('success toasts', () => {
  test.each(SUCCESS)("%s: the server's English word for word, Mongolian in Mongolian", (key, server, options = {}) => {
    expect(i18n.t(key, { ...options, lng: 'en' })).toBe(server);
    const mn = i18n.t(key, { ...options, lng: 'mn' });
    expect(mn).not.toBe(server);
    expect(mn).toMatch(CYRILLIC);
  });
});

const REFUSALS: Array<[code: string, server: string]> = [
  ['COMMUNITY.COMMENT_EMPTY', COMMUNITY_MESSAGES.commentEmpty],
  ['COMMUNITY.COMMENT_TOO_LONG', COMMUNITY_MESSAGES.commentTooLong],
  ['COMMUNITY.EPISODE_NOT_FOUND', COMMUNITY_MESSAGES.episodeNotLive],
  ['COMMUNITY.EPISODE_NOT_READABLE', COMMUNITY_MESSAGES.episodeNotReadable],
  ['COMMUNITY.MUTE_SELF', COMMUNITY_MESSAGES.muteSelf],
  ['COMMUNITY.REPORT_SELF', COMMUNITY_MESSAGES.reportSelf],
  ['COMMUNITY.ALREADY_REPORTED', COMMUNITY_MESSAGES.alreadyReported],
  ['COMMUNITY.NOT_YOUR_COMMENT', COMMUNITY_MESSAGES.notYourComment],
  ['COMMUNITY.BANNED', COMMUNITY_MESSAGES.banned],
];

describe('community refusals', () => {
  test.each(REFUSALS)('%s reads in the interface language', async (code, server) => {
    await i18n.changeLanguage('en');
    expect(serverErrorText(code, server)).toBe(server);
    await i18n.changeLanguage('mn');
    try {
      expect(serverErrorText(code, server)).toMatch(CYRILLIC);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
