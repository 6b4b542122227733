/** Bell events (stream `bells-<userId>`): which comics the reader wants release notifications for. */

export interface ComicBellTurnedOn {
  type: 'ComicBellTurnedOn';
  data: { comicId: string; at: string };
}
export interface ComicBellTurnedOff {
  type: 'ComicBellTurnedOff';
  data: { comicId: string; at: string };
}

export type BellEvent = ComicBellTurnedOn | ComicBellTurnedOff;

export const BELL_EVENT_TYPES: readonly BellEvent['type'][] = ['ComicBellTurnedOn', 'ComicBellTurnedOff'];
export const BELLS_STREAM_TYPE = 'bells';
export const bellsStreamId = (userId: string) => `bells-${userId}`;
export const userOfBells = (streamId: string) => streamId.replace(/^bells-/, '');
