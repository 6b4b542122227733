import { describe, expect, test } from '@jest/globals';
import { WIDE_SLIDER_QUERY, slidesPerView } from './use-slides-per-view.js';

describe('hero slider', () => {
  test('1 slide below 630 px, 3 from 630 px up', () => {
    expect(WIDE_SLIDER_QUERY).toBe('(min-width: 630px)');
    expect(slidesPerView(false)).toBe(1);
    expect(slidesPerView(true)).toBe(3);
  });
});
