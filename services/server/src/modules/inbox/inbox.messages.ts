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
