import type { Decider } from '../../platform/event-store/decider.js';
import { BELLS_STREAM_TYPE, type BellEvent } from './bells.events.js';

/** `on` absent: toggle (the spec's user-comic-notification); present: set to that. */
export type BellCommand = { type: 'SetComicBell'; comicId: string; on?: boolean; at: string };

/** The belled comics, with the time each bell was turned on. */
export interface BellsState {
  on: Record<string, string>;
}

const initialState = (): BellsState => ({ on: {} });

/** A bell already in the asked state changes nothing (a repeated set is a no-op). */
function decide(c: BellCommand, s: BellsState): BellEvent[] {
  const isOn = c.comicId in s.on;
  const want = c.on ?? !isOn;
  if (want === isOn) return [];
  return [{ type: want ? 'ComicBellTurnedOn' : 'ComicBellTurnedOff', data: { comicId: c.comicId, at: c.at } }];
}

function evolve(s: BellsState, e: BellEvent): BellsState {
  if (e.type === 'ComicBellTurnedOn') return { on: { ...s.on, [e.data.comicId]: e.data.at } };
  const { [e.data.comicId]: _off, ...on } = s.on;
  return { on };
}

export const bellsDecider: Decider<BellCommand, BellEvent, BellsState> = {
  streamType: BELLS_STREAM_TYPE,
  initialState,
  evolve,
  decide,
};
