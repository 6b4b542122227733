import { COMMENT_MAX, commentText } from './comment-text.js';

const code = (f: () => unknown) => {
  try {
    f();
    return 'none';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('comment text', () => {
  it('trims and keeps the text as typed, markup included', () => {
    expect(commentText('  hello  ')).toBe('hello');
    expect(commentText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(commentText('line one\nline two')).toBe('line one\nline two');
  });

  it('refuses empty, whitespace-only, over-long and non-string content', () => {
    expect(code(() => commentText(''))).toBe('COMMUNITY.COMMENT_EMPTY');
    expect(code(() => commentText(' \n\t '))).toBe('COMMUNITY.COMMENT_EMPTY');
    expect(code(() => commentText('x'.repeat(COMMENT_MAX + 1)))).toBe('COMMUNITY.COMMENT_TOO_LONG');
    for (const bad of [42, null, undefined, ['a'], { a: 1 }, true]) expect(code(() => commentText(bad))).toBe('COMMUNITY.COMMENT_NOT_TEXT');
  });

  it('counts characters, not UTF-16 units: 1000 emoji fit', () => {
    expect([...commentText('😀'.repeat(COMMENT_MAX))]).toHaveLength(COMMENT_MAX);
    expect(commentText(`  ${'x'.repeat(COMMENT_MAX)}  `)).toHaveLength(COMMENT_MAX);
  });
});
