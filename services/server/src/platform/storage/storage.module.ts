import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG } from '../../config/config.module.js';
import type { Config } from '../../config/config.schema.js';
import { ImageStorage } from './image-storage.js';
import { closeImageStorage, imageStorageFor } from './storage.factory.js';

@Injectable()
class StorageShutdown implements OnApplicationShutdown {
  constructor(@Inject(CONFIG) private readonly config: Config) {}
  async onApplicationShutdown(): Promise<void> {
    await closeImageStorage(this.config);
  }
}

/** The ImageStorage port, bound to the adapter STORAGE_URL names (docs/adr/0065). */
@Global()
@Module({
  providers: [{ provide: ImageStorage, useFactory: (config: Config) => imageStorageFor(config), inject: [CONFIG] }, StorageShutdown],
  exports: [ImageStorage],
})
export class StorageModule {}
