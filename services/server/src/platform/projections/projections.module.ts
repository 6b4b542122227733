import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { AppendHook } from '../event-store/append-hook.js';
import { InlineProjector } from './inline-projector.js';
import { ProjectionEngine } from './projection-engine.js';
import { ProjectionRegistry } from './projection-registry.js';
import type { Projection } from './projection.types.js';

/** The projection engine (global); contexts add their projections with `forFeature`. */
@Global()
@Module({
  providers: [ProjectionRegistry, InlineProjector, { provide: AppendHook, useExisting: InlineProjector }, ProjectionEngine],
  exports: [ProjectionRegistry, AppendHook, ProjectionEngine],
})
export class ProjectionsModule {
  /** Provides the projection classes (so they get injection) and registers them with the engine. */
  static forFeature(projections: Array<Type<Projection>>): DynamicModule {
    class ProjectionsFeatureModule {}
    const registrar = Symbol('projections-registrar');
    return {
      module: ProjectionsFeatureModule,
      providers: [
        ...projections,
        {
          provide: registrar,
          inject: [ProjectionRegistry, ...projections],
          useFactory: (registry: ProjectionRegistry, ...instances: Projection[]) => {
            for (const p of instances) registry.register(p);
            return true;
          },
        },
      ],
    };
  }
}
