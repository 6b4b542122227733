/** What the inbox's use cases say to the reader, for REST and GraphQL alike. */
export const INBOX_MESSAGES = {
  notificationRead: 'Notification read',
  bellOn: 'Subscribed title notifications on',
  bellOff: 'Subscribed title notifications off',
  unsubscribed: 'You will no longer receive event emails',
  pushOn: 'Browser notifications on',
  pushOff: 'Browser notifications off',
  newEpisodeTitle: (comic: string) => `New episode: ${comic}`,
  newEpisodeMessage: (episode: string, n: number) => `Episode ${n} "${episode}" is out now.`,
  nowFreeTitle: (comic: string) => `Now free: ${comic}`,
  nowFreeMessage: (episode: string, n: number) => `Episode ${n} "${episode}" is free to read now.`,
} as const;

/**
 * A release's push to a reader whose language is Mongolian: the texts the web client shows for the
 * same notification in Mongolian (web/src/lib/i18n/inbox.mn.ts), with the comic's Mongolian title.
 * The stored notification's title and message are English (the inbox translates them itself).
 */
export const INBOX_PUSH_MONGOLIAN = {
  new_episode: (comic: string, n: number) => ({ title: `Шинэ анги: ${comic}`, message: `${n}-р анги гарлаа.` }),
  now_free: (comic: string, n: number) => ({ title: `Одоо үнэгүй: ${comic}`, message: `${n}-р ангийг одоо үнэгүй уншина.` }),
} as const;

/** Mail texts per reader language (the account's language setting). */
export const INBOX_MAIL_TEXTS = {
  english: {
    open: 'Open it on Koma:',
    unsubscribe: 'Do not want these emails? Turn off "Email me about events":',
  },
  mongolian: {
    open: 'Koma дээр нээх:',
    unsubscribe: 'Эдгээр имэйлийг авахыг хүсэхгүй бол "Арга хэмжээний тухай имэйл" тохиргоог унтраана уу:',
  },
} as const;
