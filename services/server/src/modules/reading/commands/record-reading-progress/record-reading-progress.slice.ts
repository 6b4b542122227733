import { slice } from '../../../../platform/slices/slice.js';
import { RecordReadingProgressHandler } from './record-reading-progress.handler.js';
import { RecordReadingProgressResolver } from './record-reading-progress.resolver.js';
import { RecordReadingProgressRestController } from './record-reading-progress.rest.controller.js';

export const recordReadingProgress = slice({
  controllers: [RecordReadingProgressRestController],
  providers: [RecordReadingProgressHandler, RecordReadingProgressResolver],
});
