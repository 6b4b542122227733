// Client state of the session (docs/architecture.md): token and user id live in local storage,
// JSON-encoded (docs/product.md); the atoms are the in-memory view of those keys.
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { LOCAL_KEYS } from '../lib/storage.js';

const json = createJSONStorage<string | null>();

export const tokenAtom = atomWithStorage<string | null>(LOCAL_KEYS.token, null, json, { getOnInit: true });
export const userIdAtom = atomWithStorage<string | null>(LOCAL_KEYS.userId, null, json, { getOnInit: true });

/** Both a token and a user id are stored: the reader is logged in (docs/product.md). */
export const credentialsAtom = atom((get) => {
  const token = get(tokenAtom);
  const userId = get(userIdAtom);
  return token && userId ? { token, userId } : null;
});
