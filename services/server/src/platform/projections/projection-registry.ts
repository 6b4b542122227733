import { Injectable } from '@nestjs/common';
import type { EventField } from '../event-store/event-store.types.js';
import { EVENT_FIELDS } from '../event-store/stored-event.js';
import type { Projection } from './projection.types.js';

const NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** Every projection and reactor of the app; contexts register theirs through `ProjectionsModule.forFeature`. */
@Injectable()
export class ProjectionRegistry {
  private readonly byName = new Map<string, Projection>();
  private readonly tableOwners = new Map<string, string>();

  register(p: Projection): void {
    if (!NAME.test(p.name)) throw new Error(`projection name ${JSON.stringify(p.name)} must be lower_snake, at most 40 characters`);
    if (this.byName.has(p.name)) throw new Error(`projection ${p.name} is registered twice`);
    for (const f of readsOf(p) ?? []) {
      if (!EVENT_FIELDS.includes(f))
        throw new Error(`projection ${p.name}: reads names ${JSON.stringify(f)}, not one of ${EVENT_FIELDS.join(', ')}`);
    }
    if (p.kind !== 'reactor') {
      if (!Number.isInteger(p.version) || p.version < 1) throw new Error(`projection ${p.name}: version must be an integer >= 1`);
      for (const t of Object.keys(p.tables)) {
        if (!NAME.test(t))
          throw new Error(`projection ${p.name}: table name ${JSON.stringify(t)} must be lower_snake, at most 40 characters`);
        const owner = this.tableOwners.get(t);
        if (owner) throw new Error(`projection ${p.name}: table rm.${t} already belongs to ${owner}`);
      }
      if (!p.changes === !p.apply) throw new Error(`projection ${p.name}: answers either changes or apply`);
      for (const t of Object.keys(p.tables)) this.tableOwners.set(t, p.name);
    }
    this.byName.set(p.name, p);
  }

  all(): Projection[] {
    return [...this.byName.values()];
  }
  get(name: string): Projection | undefined {
    return this.byName.get(name);
  }
  inline(): Projection[] {
    return this.all().filter((p) => p.kind === 'inline');
  }
  background(): Projection[] {
    return this.all().filter((p) => p.kind !== 'inline');
  }
}

/** Whether a projection reads any of these event types. */
export function handlesAny(p: Projection, types: Iterable<string>): boolean {
  if (!p.handles) return true;
  for (const t of types) if (p.handles.includes(t)) return true;
  return false;
}

/** The event fields a projection reads (undefined: all of them). */
export function readsOf(p: Projection): EventField[] | undefined {
  return p.reads && (Object.keys(p.reads) as EventField[]);
}
