import { z } from 'zod';

/** A plan id in a path: a user plan's `_id` (or the catalog plan held); checked against the reader's own. */
export const PlanRef = z.string().trim().min(1).max(64);
