import { z } from 'zod';

/** What both doors take: the episode's id, a uuid (the reader is the session's). */
export const GrantOfflineWindowInput = z.object({
  userId: z.string().trim().min(1, 'is required').max(64, 'is too long').optional(),
  episodeId: z.string().trim().min(1, 'is required').max(64, 'is too long').uuid('must be an episode id'),
});
