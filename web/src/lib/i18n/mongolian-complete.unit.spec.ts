// In Mongolian no interface text equals its English source: only names (the product's, the
// social networks') and texts that are nothing but placeholders and signs read the same.
import { beforeAll, expect, test } from '@jest/globals';
import i18n, { loadLanguage } from './index.js';

const NAMES = new Set(['app.name', 'social.facebook', 'social.instagram', 'social.linkedin', 'social.youtube', 'social.telegram']);

function leaves(table: unknown, prefix = ''): Array<[key: string, text: string]> {
  if (typeof table === 'string') return [[prefix, table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** The text without its placeholders and nested texts: what a reader reads of the table's own words. */
const words = (text: string) =>
  text
    .replace(/\$t\([^)]*\)/g, '')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/[^\p{L}]/gu, '');

beforeAll(async () => {
  await loadLanguage('mongolian');
});

test('every Mongolian text with words of its own differs from the English one', () => {
  const english = new Map(leaves(i18n.getResourceBundle('en', 'translation')));
  const mongolian = leaves(i18n.getResourceBundle('mn', 'translation'));
  expect(mongolian.length).toBe(english.size);
  const same = mongolian
    .filter(([key, text]) => english.get(key) === text && !NAMES.has(key) && words(text) !== '')
    .map(([key, text]) => `${key}: ${text}`);
  expect(same).toEqual([]);
});
