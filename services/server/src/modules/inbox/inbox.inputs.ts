import { z } from 'zod';

/** Input shapes shared by the inbox's REST adapters (the client's field names, docs/product.md, The REST calls). */
export const inboxId = z.string().trim().min(1, 'is required').max(64, 'is too long');
