/**
 * Event shapes change by upcasting, never by renaming or editing the log (docs/architecture.md): an
 * upcaster turns `data` of schema version n into version n + 1 when an event is read. New events
 * are written at the latest version of their type.
 */
export type Upcaster = (data: any) => unknown;

const chains = new Map<string, Map<number, Upcaster>>();

export const upcasters = {
  /** Registers the step from `fromVersion` to `fromVersion + 1` for one event type. */
  register(eventType: string, fromVersion: number, fn: Upcaster): void {
    if (!Number.isInteger(fromVersion) || fromVersion < 1)
      throw new Error(`upcaster for ${eventType}: fromVersion must be an integer >= 1`);
    let chain = chains.get(eventType);
    if (!chain) chains.set(eventType, (chain = new Map()));
    if (chain.has(fromVersion)) throw new Error(`upcaster for ${eventType} v${fromVersion} registered twice`);
    chain.set(fromVersion, fn);
  },

  /** The version new events of this type are written at. */
  currentVersion(eventType: string): number {
    const chain = chains.get(eventType);
    if (!chain) return 1;
    let v = 1;
    while (chain.has(v)) v++;
    return v;
  },

  /** Whether data of this type and version has an upcaster to run (a replay skips `upcast` when not). */
  needed(eventType: string, schemaVersion: number): boolean {
    return chains.get(eventType)?.has(schemaVersion) ?? false;
  },

  /** Brings stored data up to the current version of its type. */
  upcast(eventType: string, schemaVersion: number, data: unknown): { data: unknown; schemaVersion: number } {
    const chain = chains.get(eventType);
    if (!chain) return { data, schemaVersion };
    let v = schemaVersion;
    let d = data;
    for (let step = chain.get(v); step; step = chain.get(v)) {
      d = step(d);
      v++;
    }
    return { data: d, schemaVersion: v };
  },

  /** Test helper: forgets the registrations for one type. */
  clear(eventType: string): void {
    chains.delete(eventType);
  },
};
