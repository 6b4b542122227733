import { preferredLanguage } from './accept-language.js';

const LANGS = ['en', 'mn'] as const;

describe('preferredLanguage', () => {
  it('reads the primary tag of each range', () => {
    expect(preferredLanguage('mn', LANGS)).toBe('mn');
    expect(preferredLanguage('mn-MN,mn;q=0.9', LANGS)).toBe('mn');
    expect(preferredLanguage('en-US,en;q=0.9', LANGS)).toBe('en');
  });

  it('takes the highest q-value, the earlier range on a tie', () => {
    expect(preferredLanguage('en;q=0.5, mn;q=0.8', LANGS)).toBe('mn');
    expect(preferredLanguage('de, en;q=0.7, mn;q=0.7', LANGS)).toBe('en');
  });

  it('skips languages it does not have, q=0 and malformed q-values', () => {
    expect(preferredLanguage('de-DE, fr;q=0.9', LANGS)).toBeUndefined();
    expect(preferredLanguage('mn;q=0, en;q=0.1', LANGS)).toBe('en');
    expect(preferredLanguage('mn;q=abc', LANGS)).toBeUndefined();
    expect(preferredLanguage('', LANGS)).toBeUndefined();
    expect(preferredLanguage(undefined, LANGS)).toBeUndefined();
  });

  it('answers the first supported language for *', () => {
    expect(preferredLanguage('de, *;q=0.5', LANGS)).toBe('en');
  });
});
