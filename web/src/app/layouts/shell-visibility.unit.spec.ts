import { describe, expect, test } from '@jest/globals';
import { shellVisibility } from './shell-visibility.js';

describe('shell hide rules (docs/product.md, ≤ 991 px)', () => {
  test('header and footer hide on comic detail and slide pages', () => {
    for (const p of ['/comic/moonlit-academy', '/comic/c-123', '/slide-data/welcome/s1']) {
      expect(shellVisibility(p)).toEqual({ hideHeaderOnMobile: true, hideFooterOnMobile: true });
    }
  });
  test('only the footer hides on the static pages and the library', () => {
    for (const p of ['/faq', '/contact-us', '/terms-use', '/privacy-policy', '/about-us', '/my-library', '/faq/']) {
      expect(shellVisibility(p)).toEqual({ hideHeaderOnMobile: false, hideFooterOnMobile: true });
    }
  });
  test('both show elsewhere', () => {
    for (const p of ['/', '/daily-product', '/comic', '/comics/x', '/tag/faq', '/account', '/faq-extra', '/gift-box']) {
      expect(shellVisibility(p)).toEqual({ hideHeaderOnMobile: false, hideFooterOnMobile: false });
    }
  });
});
