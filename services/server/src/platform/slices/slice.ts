import type { Provider, Type } from '@nestjs/common';

/**
 * One use case's Nest parts (its handler, REST controller, GraphQL resolver, job processor …),
 * declared once in its folder's `<use-case>.slice.ts`. A context module lists its slices and
 * nothing else of theirs.
 */
export interface Slice {
  readonly controllers?: Type<unknown>[];
  readonly providers?: Provider[];
}

export function slice(parts: Slice): Slice {
  return parts;
}

/** A context module's controllers and providers: the context's shared providers, then every slice's parts. */
export function fromSlices(slices: readonly Slice[], shared: Provider[] = []): { controllers: Type<unknown>[]; providers: Provider[] } {
  return {
    controllers: slices.flatMap((s) => s.controllers ?? []),
    providers: [...shared, ...slices.flatMap((s) => s.providers ?? [])],
  };
}
