// PostgreSQL error codes the platform reacts to (Appendix A of PostgreSQL's manual).
const codeOf = (e: unknown): string | undefined => (e as { code?: unknown } | null)?.code as string | undefined;

/** 40P01: PostgreSQL broke a lock cycle by rolling this transaction back; running it again is safe. */
export const isDeadlockVictim = (e: unknown): boolean => codeOf(e) === '40P01';

/** 55P03: a lock was not granted within `lock_timeout` (or NOWAIT); nothing was changed by the statement. */
export const isLockTimeout = (e: unknown): boolean => codeOf(e) === '55P03';

/** 23505: a unique constraint refused the row; nothing of the statement was written. */
export const isUniqueViolation = (e: unknown): boolean => codeOf(e) === '23505';
