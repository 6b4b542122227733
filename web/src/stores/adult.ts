// The adult 'R' flag (docs/product.md Shell): stored as isPlus in local storage.
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { LOCAL_KEYS } from '../lib/storage.js';

export const isPlusAtom = atomWithStorage<boolean>(LOCAL_KEYS.isPlus, false, createJSONStorage<boolean>(), { getOnInit: true });
