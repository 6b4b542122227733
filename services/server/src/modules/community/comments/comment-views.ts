import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CatalogLookups } from '../../catalog/index.js';
import { GetUserProfilesQuery } from '../../identity/index.js';
import { GetReachedEpisodesQuery } from '../../reading/index.js';
import { encodeCursor } from './comment-cursor.js';
import type { CommentRow } from './comment-store.js';

export interface CommentAuthor {
  id: string;
  fullName: string;
  photo: string | null;
}

/** A comment as one reader sees it. */
export interface CommentView {
  id: string;
  episodeId: string;
  comicId: string;
  episodeNumber: number;
  content: string;
  likeCount: number;
  createdAt: Date;
  author: CommentAuthor;
  /** The asking reader wrote it (shown as 'You'). */
  own: boolean;
  liked: boolean;
  /** Hidden by moderation: only its author still sees it, marked. */
  hidden: boolean;
  /** Spoiler shield: from an episode further than the reader has read; shown collapsed. */
  spoiler: boolean;
  /** Where the next page starts if this is the last of a page (rows read from the table only). */
  cursor?: string;
}

const FORMER_READER: Omit<CommentAuthor, 'id'> = { fullName: 'Former reader', photo: null };

/** Authors' names and photos are kept this long: every page of comments shows them, they rarely change. */
export const AUTHOR_TTL_MS = 5_000;
const AUTHOR_CACHE_MAX = 20_000;

/**
 * Turns comment rows into what one reader sees: authors from identity, and the spoiler shield
 * from how far the reader got in the comic (reading). A visitor has no progress, so nothing is
 * shielded from them; a reader's own comments never are.
 */
@Injectable()
export class CommentViews {
  private readonly authors = new Map<string, { author: CommentAuthor | null; until: number }>();

  constructor(
    private readonly queries: QueryBus,
    private readonly catalog: CatalogLookups,
  ) {}

  /** Authors by id (null: no such account), from identity, kept AUTHOR_TTL_MS. */
  private async authorsOf(ids: string[]): Promise<Map<string, CommentAuthor | null>> {
    const now = performance.now();
    const out = new Map<string, CommentAuthor | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = this.authors.get(id);
      if (hit && hit.until > now) out.set(id, hit.author);
      else missing.push(id);
    }
    if (missing.length) {
      const found = await this.queries.execute(new GetUserProfilesQuery(missing));
      if (this.authors.size + missing.length > AUTHOR_CACHE_MAX) this.authors.clear();
      for (const id of missing) {
        const p = found.get(id);
        const author = p ? { id: p.id, fullName: p.fullName, photo: p.photo } : null;
        out.set(id, author);
        this.authors.set(id, { author, until: now + AUTHOR_TTL_MS });
      }
    }
    return out;
  }

  /** Readers' names and photos by id; an account that is gone reads as 'Former reader'. */
  async profiles(ids: string[]): Promise<Map<string, CommentAuthor>> {
    const found = await this.authorsOf([...new Set(ids)]);
    return new Map(ids.map((id) => [id, found.get(id) ?? { id, ...FORMER_READER }]));
  }

  /** The furthest episode number of the comic the reader opened or read (0: none). */
  async reached(userId: string | null, comicId: string): Promise<number> {
    if (!userId) return Number.POSITIVE_INFINITY;
    const ids = await this.queries.execute(new GetReachedEpisodesQuery(userId, comicId));
    if (!ids.length) return 0;
    return Math.max(0, ...(await this.catalog.episodesByIds(ids)).map((e) => e.episodeNumber));
  }

  async of(rows: CommentRow[], askerId: string | null): Promise<CommentView[]> {
    if (!rows.length) return [];
    const authors = await this.profiles(rows.map((r) => r.userId));
    const reachedByComic = new Map<string, number>();
    for (const comicId of new Set(rows.map((r) => r.comicId))) reachedByComic.set(comicId, await this.reached(askerId, comicId));
    return rows.map((r) => {
      const own = r.userId === askerId;
      return {
        id: r.id,
        episodeId: r.episodeId,
        comicId: r.comicId,
        episodeNumber: r.episodeNumber,
        content: r.content,
        likeCount: r.likeCount,
        createdAt: r.createdAt,
        author: authors.get(r.userId)!,
        own,
        liked: r.liked,
        hidden: r.hidden,
        spoiler: !own && r.episodeNumber > reachedByComic.get(r.comicId)!,
        ...(r.at ? { cursor: encodeCursor({ at: r.at, id: r.id }) } : {}),
      };
    });
  }
}
