import { localized, localizedEntries } from './catalog.language.js';

describe('localized catalog rows', () => {
  const row = {
    id: '1',
    title: 'Lantern',
    description: 'Ghosts',
    tags: ['ghost'],
    translations: { mn: { title: 'Дэнлүү', tags: ['сүнс'] } },
  };

  it('replaces each translated text in the language asked for; the rest stays English', () => {
    expect(localized(row, 'mn')).toMatchObject({ title: 'Дэнлүү', description: 'Ghosts', tags: ['сүнс'] });
    expect(localized(row, 'en')).toBe(row);
  });

  it('ignores empty translations and fields the row does not have', () => {
    const r = { title: 'Own', translations: { mn: { title: '', extra: 'x', tags: [] } } };
    expect(localized(r, 'mn')).toEqual(r);
    expect(localized({ title: 'Own', translations: null }, 'mn')).toEqual({ title: 'Own', translations: null });
  });

  it("reads a joined item's translations under its alias", () => {
    const joined = { title: 'Episode 1', comic_title: 'Lantern', comic_translations: { mn: { title: 'Дэнлүү' } } };
    expect(localized(joined, 'mn', 'comic_translations', 'comic_')).toMatchObject({ title: 'Episode 1', comic_title: 'Дэнлүү' });
  });

  it('answers JSON list entries in the language, without their translations', () => {
    const list = [
      { question: 'How?', answer: '<p>So</p>', translations: { mn: { question: 'Яаж?' } } },
      { question: 'Why?', answer: '<p>Because</p>' },
    ];
    expect(localizedEntries(list, 'mn')).toEqual([
      { question: 'Яаж?', answer: '<p>So</p>' },
      { question: 'Why?', answer: '<p>Because</p>' },
    ]);
    expect(localizedEntries(list, 'en')).toEqual([
      { question: 'How?', answer: '<p>So</p>' },
      { question: 'Why?', answer: '<p>Because</p>' },
    ]);
    expect(localizedEntries(null, 'mn')).toEqual([]);
  });
});
