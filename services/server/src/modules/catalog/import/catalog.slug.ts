/**
 * The title slug rule (docs/catalog.md): lower-case, trimmed, characters other than word characters,
 * spaces or hyphens removed, whitespace turned into hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/\s+/g, '-');
}

/**
 * Picks a unique slug: the wanted one, else wanted-2, wanted-3 …. A comic that already holds the
 * wanted slug (or a numbered variant of it) keeps it, so re-imports never rename.
 */
export function uniqueSlug(wanted: string, current: string | undefined, taken: (slug: string) => boolean): string {
  const base = wanted || 'comic';
  if (current && (current === base || new RegExp(`^${escape(base)}-\\d+$`).test(current))) return current;
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
