// Which shell dialogs are open (client state, docs/architecture.md).
import { atom } from 'jotai';

export const submissionOpenAtom = atom(false);
export const searchOpenAtom = atom(false);
