/**
 * The languages the catalog answers in: English, the catalog's own text, and the languages an
 * item may carry under `translations` (docs/catalog.md). A text with no translation is answered in
 * English.
 */
export const CATALOG_LANGUAGES = ['en', 'mn'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];
/** The languages a catalog item may translate its texts into (the schema's `translations` keys). */
export type TranslatedLanguage = Exclude<CatalogLanguage, 'en'>;

/** Stored translations: per language, the item's text columns (or, in JSON lists, fields) in that language. */
export type Translations = Partial<Record<TranslatedLanguage, Record<string, string | string[]>>>;

type Row = Record<string, any>;

/**
 * The row with its texts in `lang`: each translated text replaces the column of the same name;
 * anything untranslated stays English. `column` names the translations column (a joined row may
 * carry another item's under an alias, e.g. `comic_translations` beside `comic_title`, with
 * `prefix` `comic_`).
 */
export function localized<R extends Row>(r: R, lang: CatalogLanguage, column = 'translations', prefix = ''): R {
  if (lang === 'en') return r;
  const t = (r[column] as Translations | null | undefined)?.[lang];
  if (!t) return r;
  const out: Row = { ...r };
  for (const [field, value] of Object.entries(t)) {
    const key = prefix + field;
    if (key in r && (typeof value === 'string' ? value !== '' : Array.isArray(value) && value.length > 0)) out[key] = value;
  }
  return out as R;
}

/** The entries of a stored JSON list (FAQ questions, about timeline) with their texts in `lang`, without their translations. */
export function localizedEntries<E extends Row>(
  list: Array<E & { translations?: Translations }> | null | undefined,
  lang: CatalogLanguage,
): E[] {
  return (list ?? []).map((entry) => {
    const { translations: _ignored, ...own } = localized(entry, lang);
    return own as unknown as E;
  });
}
