type Header = string | string[] | undefined;

/**
 * The first of `supported` an `Accept-Language` header asks for, by its q-values (RFC 9110 §12.5.4):
 * `mn`, `mn-MN` and `mn;q=0.8` all ask for `mn`; `*` takes the first supported; q=0 refuses.
 * Undefined when the header names none of them.
 */
export function preferredLanguage<L extends string>(header: Header, supported: readonly L[]): L | undefined {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (!raw || raw.length > 1000) return undefined;
  let best: { lang: L; q: number } | undefined;
  for (const part of raw.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const primary = tag.split('-')[0];
    const lang = tag === '*' ? supported[0] : supported.find((s) => s === primary);
    if (lang !== undefined && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang;
}
