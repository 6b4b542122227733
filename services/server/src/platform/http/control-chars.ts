import { validationError } from '../errors/domain-error.js';

/**
 * Characters no text the service stores or looks up may carry. PostgreSQL refuses NUL in text
 * (22021) and jsonb (22P05), and no name, id, email or message of the product needs a control
 * character. Two strictnesses:
 * - `text` (bodies, form fields, GraphQL strings): C0 controls except tab, LF and CR; DEL; C1
 *   controls; unpaired UTF-16 surrogates (not encodable as UTF-8, turned into U+FFFD or refused
 *   by jsonb). Free text such as a contact message keeps its line breaks and tabs.
 * - `url` (path parameters, query values): every C0 control including tab and line breaks, DEL, C1.
 */
// These patterns exist to find control characters, which is what no-control-regex warns about.
// eslint-disable-next-line no-control-regex
const TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const URL_PART = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type TextRule = 'text' | 'url';

export function hasBadChars(s: string, rule: TextRule): boolean {
  return (rule === 'url' ? URL_PART : TEXT).test(s);
}

/**
 * The path (e.g. `body.items.2.name`) of the first string in `value` — keys included — that
 * breaks `rule`, or null. Walks iteratively: a deeply nested JSON body cannot overflow the stack.
 */
export function findBadText(value: unknown, rule: TextRule, root: string): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasBadChars(v, rule)) return at;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}.${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const k of Object.keys(v)) {
        if (hasBadChars(k, rule)) return `${at}.${printable(k)}`;
        stack.push([(v as Record<string, unknown>)[k], `${at}.${k}`]);
      }
    }
  }
  return null;
}

/** A key as it can be shown in a message: its control characters replaced. */
export const printable = (s: string) => s.replace(new RegExp(URL_PART.source, 'g'), '?');

/** The 400 for a string that breaks the rule at `at`. */
export const controlCharError = (at: string) => validationError(`${at}: must not contain a control character`, { path: at });
