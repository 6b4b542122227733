import { z } from 'zod';

/** An id as REST bodies send it (user, comic, episode or history entry). */
export const readingId = z.string().trim().min(1, 'is required').max(64, 'is too long');
