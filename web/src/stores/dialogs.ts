// Which shell dialogs are open (client state, architecture §7).
import { atom } from 'jotai';

export const submissionOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
