/** Whether something accepts TCP connections at host:port within the timeout. */
export function reachable(host: string, port: number, timeoutMs?: number): Promise<boolean>;

/** The one command that installs Redis on this platform. */
export function redisInstallCommand(platform?: NodeJS.Platform, has?: (command: string) => boolean, isRoot?: boolean): string;

/** Makes sure PostgreSQL and Redis will be there (see services.mjs). */
export function ensureServices(opts?: { databaseVar?: string; databaseName?: string }): Promise<{
  env: Record<string, string>;
  ready(): Promise<void>;
  stop(): Promise<void>;
}>;
