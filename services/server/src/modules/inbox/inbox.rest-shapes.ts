import type { InboxNotification } from './inbox.read-model.js';

/** A notification in the REST shape of docs/product.md (`_id`, title, message, schedule) plus what links it. */
export function notificationBody(n: InboxNotification, forReader: boolean) {
  return {
    _id: n.id,
    id: n.id,
    title: n.title,
    message: n.message,
    schedule: n.schedule.toISOString(),
    kind: n.kind,
    comicId: n.comicId,
    comicSlug: n.comicSlug,
    episodeId: n.episodeId,
    episodeNumber: n.episodeNumber,
    ...(forReader ? { isRead: n.read, readAt: n.readAt ? n.readAt.toISOString() : null } : {}),
  };
}

const VARY = 'Accept-Language, Cookie, Token, Authorization';

/** A reader's answer is theirs alone; a visitor's is the same for all of a language (ADR 0030) and revalidated each time. */
export function cacheHeaders(forReader: boolean): Record<string, string> {
  return forReader
    ? { 'cache-control': 'private, no-store', vary: VARY }
    : { 'cache-control': 'public, max-age=0, must-revalidate', vary: VARY };
}
