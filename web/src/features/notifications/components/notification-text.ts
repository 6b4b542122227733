// A notification's title and message in the reader's language: catalog events as sent, the
// reader's own (new episode, now free) from their kind.
import type { TFunction } from 'i18next';
import type { InboxNotification } from '../api/notifications.js';

export function notificationText(n: InboxNotification, t: TFunction): { title: string; message: string } {
  if (n.kind === 'new_episode' && n.comicTitle)
    return { title: t('inbox.newEpisode', { comic: n.comicTitle }), message: t('inbox.newEpisodeMessage', { n: n.episodeNumber }) };
  if (n.kind === 'now_free' && n.comicTitle)
    return { title: t('inbox.nowFree', { comic: n.comicTitle }), message: t('inbox.nowFreeMessage', { n: n.episodeNumber }) };
  return { title: n.title, message: n.message };
}
