// The server's two doors for offline reading: POST /api/offline-window (a signed window to read
// one episode offline, with its pages to download now) and GET /api/offline-key (the public key
// that signs them), and the progress report a queued offline reading sends (`offline: true`: the
// server keeps the further of it and what it has).
import { DEFAULT_ERROR, rest } from '../rest.js';
import type { OfflinePublicKey } from './window-token.js';

/** What the client takes of a grant: the signed token and the pages (the window's fields are read from the token). */
export interface GrantedWindow {
  token: string;
  pages: Array<{ sequence: number; image: string }>;
}

export async function grantOfflineWindow(episodeId: string, token: string): Promise<GrantedWindow> {
  const r = await rest.POST('/api/offline-window', { token, body: { episodeId } });
  if (typeof r.token !== 'string' || !Array.isArray(r.pages)) throw new Error(DEFAULT_ERROR);
  return { token: r.token, pages: r.pages };
}

export async function getOfflineKey(): Promise<OfflinePublicKey> {
  const r = await rest.GET('/api/offline-key');
  if (!r.alg || !r.kid || !r.jwk) throw new Error(DEFAULT_ERROR);
  return { alg: r.alg, kid: r.kid, jwk: r.jwk };
}

export const sendOfflineProgress = (
  credentials: { userId: string; token: string },
  p: { episodeId: string; comicId: string; readPercentage: number },
) =>
  rest.POST('/api/add-comic-read', {
    token: credentials.token,
    body: { userId: credentials.userId, episodeId: p.episodeId, comicId: p.comicId, readPercentage: p.readPercentage, offline: true },
  });
