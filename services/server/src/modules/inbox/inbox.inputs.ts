import { z } from 'zod';

/** Input shapes shared by the inbox's REST adapters (the client's field names, spec §7). */
export const inboxId = z.string().trim().min(1, 'is required').max(64, 'is too long');
