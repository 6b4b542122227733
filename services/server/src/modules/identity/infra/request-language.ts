import { preferredLanguage } from '../../../platform/http/accept-language.js';
import type { MailLanguage } from './identity-mail-texts.js';

type Headers = Record<string, string | string[] | undefined> | undefined;

const COOKIE = /(?:^|;)\s*koma_lang=(en|mn)\s*(?:;|$)/;
const SETTING = { en: 'english', mn: 'mongolian' } as const;

/**
 * The language a request asks in before there is an account to read it from (a sign-up's code
 * mail): the web client's `koma_lang` cookie, else Accept-Language, else English (ADR 0030's order
 * without the account).
 */
export function requestLanguage(headers: Headers): MailLanguage {
  const cookie = headers?.cookie;
  const chosen = typeof cookie === 'string' ? (COOKIE.exec(cookie)?.[1] as 'en' | 'mn' | undefined) : undefined;
  return SETTING[chosen ?? preferredLanguage(headers?.['accept-language'], ['en', 'mn'] as const) ?? 'en'];
}
