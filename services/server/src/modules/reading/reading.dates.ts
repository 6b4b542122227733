/** A stored time as the REST answers give it (ISO), or null. */
export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
