import { z } from 'zod';

/** Input shapes shared by the community's REST adapters (the client's field names, docs/product.md, The REST calls). */
export const communityId = z.string().trim().min(1, 'is required').max(64, 'is too long');
/** JSON true/false, or the strings a form sends. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Comment and user ids are UUIDs; anything else names nothing (404, not 500). */
export const isUuid = (s: unknown): s is string => typeof s === 'string' && UUID.test(s);
