import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../platform/auth/access.decorators.js';
import { SessionResolver, tokenFromHeaders } from '../../platform/auth/session-resolver.js';
import { preferredLanguage } from '../../platform/http/accept-language.js';
import { CATALOG_LANGUAGES, type CatalogLanguage } from './catalog.language.js';

type Headers = Record<string, string | string[] | undefined>;
interface ReaderRequest {
  headers?: Headers;
  user?: AuthUser;
}

const SETTING_LANGUAGE: Record<string, CatalogLanguage> = { english: 'en', mongolian: 'mn' };
/**
 * The cookie the web client keeps its interface language in. index.html preloads some anonymous
 * content reads (CatalogRouteHints) with the browser's own Accept-Language, and Chromium hands that
 * response to the client's fetch whatever its headers; the cookie goes with both, so the
 * preloaded answer is already in the reader's language.
 */
export const LANGUAGE_COOKIE = 'koma_lang';
const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(en|mn)\\s*(?:;|$)`);

/**
 * The language a content read answers in (ADR 0030): a signed-in reader's account setting
 * (identity's user setting, which the session lookup reads), otherwise the web client's language cookie, otherwise the request's
 * `Accept-Language` (mn or en), otherwise English. Public routes do not authenticate, so a sent token is looked up here; an invalid one
 * counts as no reader. An anonymous request costs no query. Once per request object.
 */
@Injectable()
export class ReaderLanguage {
  private readonly byRequest = new WeakMap<object, Promise<CatalogLanguage>>();

  constructor(private readonly sessions: SessionResolver) {}

  of(req: ReaderRequest | undefined): Promise<CatalogLanguage> {
    if (!req) return Promise.resolve('en');
    let lang = this.byRequest.get(req);
    if (!lang) {
      lang = this.resolve(req);
      this.byRequest.set(req, lang);
    }
    return lang;
  }

  /** The language of the request's headers alone (no account): the language cookie, else Accept-Language. */
  static fromHeaders(headers: Headers | undefined): CatalogLanguage {
    const cookie = headers?.cookie;
    const chosen = typeof cookie === 'string' ? (COOKIE.exec(cookie)?.[1] as CatalogLanguage | undefined) : undefined;
    return chosen ?? preferredLanguage(headers?.['accept-language'], CATALOG_LANGUAGES) ?? 'en';
  }

  private async resolve(req: ReaderRequest): Promise<CatalogLanguage> {
    const headers = req.headers ?? {};
    const token = req.user ? undefined : tokenFromHeaders(headers);
    const user = req.user ?? (token ? await this.sessions.resolve(token) : null);
    if (user) {
      const lang = user.language ? SETTING_LANGUAGE[user.language] : undefined;
      if (lang) return lang;
    }
    return ReaderLanguage.fromHeaders(headers);
  }
}
