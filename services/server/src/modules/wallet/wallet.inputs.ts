import { z } from 'zod';

/** Input shapes shared by the wallet's REST adapters (the client's field names, docs/product.md, The REST calls). */
export const walletId = z.string().trim().min(1, 'is required').max(64, 'is too long');
export const clientCoin = z.coerce.number().int('must be a whole number of coins').nonnegative().optional();
