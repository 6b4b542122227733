/**
 * The parts of get-user-data (docs/product.md, The REST calls) other contexts own: balances, plan, read comics, gifts
 * comic notifications and the unread notification count. Identity declares the port; the reading context provides it (it sees
 * wallet, membership and reading), so identity depends on none of them.
 */
export interface UserDataExtrasPart {
  coin: number;
  bonusCoin: number;
  point: number;
  plan: unknown | null;
  readCoimc: unknown[];
  gift: unknown[];
  comicNotification: unknown[];
  /** Due notifications the reader has not read (the header badge). */
  unreadNotification: number;
}

/** The language catalog names in the extras are answered in (the reader's, ADR 0030). */
export type ExtrasLanguage = 'en' | 'mn';

export abstract class UserDataExtras {
  abstract forUser(userId: string, lang?: ExtrasLanguage): Promise<UserDataExtrasPart>;
}

/** What an account without any of those contexts has. */
export const NO_EXTRAS: UserDataExtrasPart = {
  coin: 0,
  bonusCoin: 0,
  point: 0,
  plan: null,
  readCoimc: [],
  gift: [],
  comicNotification: [],
  unreadNotification: 0,
};
