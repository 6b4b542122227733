import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { CatalogCache } from '../cache/catalog-cache.js';

const MAX_REMEMBERED = 20_000;
/** What is remembered per path: public (false), private for good (null), or private until a time (ms). */
type Known = false | null | number;

/**
 * Which stored images are private (a paid episode's page that nothing public uses yet:
 * private-uploads.sql.ts). Answers are remembered per catalog revision, so an import is seen at
 * once in this instance and within a second in others (CatalogCache.revision); a file that turns
 * public when a free episode using it is released does so at that moment, by the clock.
 */
@Injectable()
export class PrivateUploads {
  private revision = -1;
  private readonly known = new Map<string, Known>();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly cache: CatalogCache,
    private readonly clock: Clock,
  ) {}

  /** `storedPath` as the catalog stores it (`uploads/<name>`); compared lower-case. */
  async isPrivate(storedPath: string): Promise<boolean> {
    return (await this.privateAmong([storedPath])).has(storedPath);
  }

  /** The private ones among `storedPaths` (as given), in one query for those not remembered. */
  async privateAmong(storedPaths: readonly string[]): Promise<Set<string>> {
    const revision = await this.cache.revision();
    if (revision !== this.revision) {
      this.known.clear();
      this.revision = revision;
    }
    const answers = new Map<string, Known>();
    for (const p of storedPaths) {
      const key = p.toLowerCase();
      if (!key.startsWith('uploads/')) answers.set(key, false);
      else {
        const hit = this.known.get(key);
        if (hit !== undefined) answers.set(key, hit);
      }
    }
    const unknown = [...new Set(storedPaths.map((p) => p.toLowerCase()))].filter((k) => !answers.has(k));
    if (unknown.length) {
      const { rows } = await this.pool.query<{ path: string; public_from: Date | null }>(
        'SELECT path, public_from FROM catalog_private_uploads WHERE path = ANY($1::text[])',
        [unknown],
      );
      const found = new Map(rows.map((r) => [r.path, r.public_from ? r.public_from.getTime() : null]));
      for (const k of unknown) {
        const answer: Known = found.has(k) ? found.get(k)! : false;
        answers.set(k, answer);
        if (this.revision !== revision) continue;
        if (this.known.size >= MAX_REMEMBERED) this.known.delete(this.known.keys().next().value!);
        this.known.set(k, answer);
      }
    }
    const now = this.clock.now().getTime();
    return new Set(
      storedPaths.filter((p) => {
        const a = answers.get(p.toLowerCase());
        return a === null || (typeof a === 'number' && a > now);
      }),
    );
  }
}
