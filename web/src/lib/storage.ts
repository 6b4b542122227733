// Browser storage keys of docs/product.md. Local storage values are JSON-encoded (token and userId are
// stored as JSON strings, e.g. "\"abc\""), so a value written by one part of the client is read
// back identically by another.

export const LOCAL_KEYS = {
  token: 'token',
  userId: 'userId',
  isPlus: 'isPlus',
  comicId: 'comicId',
  episodeId: 'episodeId',
  /** Interface language ('english' | 'mongolian'): a device preference, kept across logout. */
  language: 'language',
} as const;

export const SESSION_KEYS = { email: 'email', fullName: 'fullName', forgot: 'forgot' } as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function read<T>(store: Storage | undefined, key: string): T | null {
  try {
    const raw = store?.getItem(key);
    if (raw == null) return null;
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the value lives only in memory for this page */
  }
}

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export const localStore = {
  get: <T>(key: LocalKey) => read<T>(local(), key),
  set: (key: LocalKey, value: unknown) => write(local(), key, value),
  remove: (key: LocalKey) => write(local(), key, null),
};

export const sessionStore = {
  get: <T>(key: SessionKey) => read<T>(session(), key),
  set: (key: SessionKey, value: unknown) => write(session(), key, value),
  remove: (key: SessionKey) => write(session(), key, null),
};

/** The stored token and user id; both must be present for a logged-in reader (docs/product.md). */
export function storedCredentials(): { token: string; userId: string } | null {
  const token = localStore.get<string>(LOCAL_KEYS.token);
  const userId = localStore.get<string>(LOCAL_KEYS.userId);
  return typeof token === 'string' && token && typeof userId === 'string' && userId ? { token, userId } : null;
}

/**
 * Logout and failed user-data loads clear all local storage (docs/product.md). The interface
 * language is a device preference rather than session data, so it is written back.
 */
export function clearLocalStorage(): void {
  const language = localStore.get<string>(LOCAL_KEYS.language);
  try {
    local()?.clear();
  } catch {
    /* storage disabled */
  }
  if (language) localStore.set(LOCAL_KEYS.language, language);
}
