import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { Clock } from '../../platform/clock/clock.js';
import {
  PUBLIC_UPLOAD_CACHE,
  UploadGate,
  checkUploadSignature,
  signedUploadUrl,
  type UploadVerdict,
} from '../../platform/http/upload-gate.js';
import { PrivateUploads } from '../catalog/index.js';
import { GetDerivedKeyQuery } from '../identity/index.js';
import { READING_MESSAGES } from './reading.messages.js';

export interface PageImage {
  image: string;
  sequence: number;
}
export interface ReaderPages {
  pages: PageImage[];
  /** When the signed URLs among them stop working; null when all are public. */ expiresAt: Date | null;
}

/** Instances' clocks may differ this much; a URL expiring further ahead than its lifetime plus this is refused. */
const CLOCK_SKEW_SEC = 60;

/**
 * Page images of paid episodes (catalog PrivateUploads) reach readers only as short-lived URLs
 * signed for them: HMAC-SHA256 over the stored path, the reader's id and the expiry, with a key
 * derived from the server key (identity's GetDerivedKeyQuery), so every API instance verifies what another
 * signed. The expiry is rounded up to a step of a fifth of PAGE_URL_TTL_SECONDS: URLs handed out
 * within one step are identical, so a renewal or a second visit reuses what the browser already
 * has. Everything else stored (free pages, covers, banners, avatars) stays public and immutable.
 * This is also the platform's UploadGate: a private file without a valid signature is refused.
 */
@Injectable()
export class PageUrls extends UploadGate {
  private key?: Promise<Buffer>;
  private readonly ttlSec: number;
  private readonly stepSec: number;

  constructor(
    private readonly queries: QueryBus,
    private readonly privateUploads: PrivateUploads,
    private readonly clock: Clock,
    @Inject(CONFIG) config: Config,
  ) {
    super();
    this.ttlSec = config.PAGE_URL_TTL_SECONDS;
    this.stepSec = Math.max(1, Math.round(this.ttlSec / 5));
  }

  private signingKey(): Promise<Buffer> {
    this.key ??= this.queries.execute(new GetDerivedKeyQuery('page-urls')).catch((e) => {
      this.key = undefined;
      throw e;
    });
    return this.key;
  }

  /**
   * An entitled reader's pages: private images as URLs signed for `readerId`, the rest as stored.
   * Private images never go out unsigned: without a reader (which the access rules never allow
   * for a paid episode) they are left out.
   */
  async forReader(pages: readonly PageImage[], readerId: string | undefined): Promise<ReaderPages> {
    const priv = await this.privateUploads.privateAmong(pages.map((p) => p.image));
    if (!priv.size) return { pages: [...pages], expiresAt: null };
    if (!readerId) return { pages: pages.filter((p) => !priv.has(p.image)), expiresAt: null };
    const key = await this.signingKey();
    const nowSec = this.clock.now().getTime() / 1000;
    const exp = Math.ceil((nowSec + this.ttlSec) / this.stepSec) * this.stepSec;
    return {
      pages: pages.map((p) => (priv.has(p.image) ? { ...p, image: signedUploadUrl(key, p.image.toLowerCase(), readerId, exp) } : p)),
      expiresAt: new Date(exp * 1000),
    };
  }

  async check(storedPath: string, query: URLSearchParams): Promise<UploadVerdict> {
    if (!(await this.privateUploads.isPrivate(storedPath))) return { serve: true, cacheControl: PUBLIC_UPLOAD_CACHE };
    const nowMs = this.clock.now().getTime();
    const r = checkUploadSignature(await this.signingKey(), storedPath, query, nowMs, this.ttlSec + this.stepSec + CLOCK_SKEW_SEC);
    if (r.ok) return { serve: true, cacheControl: `private, max-age=${Math.max(0, Math.floor(r.expiresAtSec - nowMs / 1000))}` };
    if (r.why === 'missing') return { serve: false, status: 404, code: 'NOT_FOUND', message: READING_MESSAGES.pageNotFound };
    if (r.why === 'expired') return { serve: false, status: 403, code: 'PAGES.URL_EXPIRED', message: READING_MESSAGES.pageLinkExpired };
    return { serve: false, status: 403, code: 'PAGES.URL_INVALID', message: READING_MESSAGES.pageLinkInvalid };
  }
}
