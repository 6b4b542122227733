import { clipTitle } from './clip-title.js';

describe('library title clip (docs/product.md)', () => {
  it('keeps titles of 15 characters or fewer', () => {
    expect(clipTitle('Mini Comic')).toBe('Mini Comic');
    expect(clipTitle('123456789012345')).toBe('123456789012345');
  });
  it('cuts longer titles to 15 characters plus an ellipsis, counting characters not code units', () => {
    expect(clipTitle('A Vendor Series With A Long Title')).toBe('A Vendor Series...');
    expect(clipTitle('Монгол комик ном нэг')).toBe('Монгол комик но...');
  });
});
