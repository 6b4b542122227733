import { z } from 'zod';

/** What both doors take: the episode's id, a uuid (the reader is the session's). */
export const GrantOfflineWindowInput = z.object({
  userId: z.string().trim().min(1, 'is required').max(64, 'is too long').optional(),
  episodeId: z.string().trim().min(1, 'is required').max(64, 'is too long').uuid('must be an episode id'),
});

/**
 * Grants per reader: a comic's "Download next 5" and the renewals of a full Downloads list stay far
 * below it; a loop asking for signed pages of every episode does not.
 */
export const OFFLINE_WINDOW_RATE_LIMIT = { bucket: 'offline-window', points: 300, durationSec: 3600, by: 'user' } as const;
