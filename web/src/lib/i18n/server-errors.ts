// The server's error messages are English (its envelope's `message`, GraphQL's `errors[].message`);
// the ones with a fixed text are shown in the interface language by their stable code. A message
// the table does not know word for word (one naming a value, or a new one) is shown as sent.
import i18n from './index.js';

/** The texts (serverErrors.*) each code's fixed messages have; a code may have several (AUTH.UNAUTHORIZED). */
const BY_CODE: Record<string, readonly string[]> = {
  'AUTH.UNAUTHORIZED': ['loginFirst', 'sessionEnded'],
  'PROMO.NOT_FOUND': ['promoNotFound'],
  'PROMO.NOT_STARTED': ['promoNotStarted'],
  'PROMO.EXPIRED': ['promoExpired'],
  'PROMO.UNAVAILABLE': ['promoUnavailable'],
  'INBOX.PUSH_ENDPOINT_TAKEN': ['pushEndpointTaken'],
  'COMMUNITY.COMMENT_EMPTY': ['commentEmpty'],
  'COMMUNITY.COMMENT_TOO_LONG': ['commentTooLong'],
  'COMMUNITY.EPISODE_NOT_FOUND': ['episodeNotLive'],
  'COMMUNITY.EPISODE_NOT_READABLE': ['episodeNotReadable'],
  'COMMUNITY.MUTE_SELF': ['muteSelf'],
  'COMMUNITY.REPORT_SELF': ['reportSelf'],
  'COMMUNITY.ALREADY_REPORTED': ['alreadyReported'],
  'COMMUNITY.NOT_YOUR_COMMENT': ['notYourComment'],
  'COMMUNITY.BANNED': ['banned'],
  'READING.OFFLINE_NOT_WHILE_PAUSED': ['offlineNotWhilePaused'],
  'READING.OFFLINE_OPEN_FIRST': ['offlineOpenFirst'],
  'READING.OFFLINE_WINDOW_ENDED': ['offlineWindowEnded'],
};

/** The server's message for `code` in the interface language; the message itself when it is not one of the code's fixed texts. */
export function serverErrorText(code: unknown, message: string): string {
  if (typeof code !== 'string') return message;
  const key = BY_CODE[code]?.find((k) => i18n.t(`serverErrors.${k}`, { lng: 'en' }) === message);
  return key ? i18n.t(`serverErrors.${key}`) : message;
}
