import { slice } from '../../../../platform/slices/slice.js';
import { DeleteReadingHistoryHandler } from './delete-reading-history.handler.js';
import { DeleteReadingHistoryResolver } from './delete-reading-history.resolver.js';
import { DeleteReadingHistoryRestController } from './delete-reading-history.rest.controller.js';

export const deleteReadingHistory = slice({
  controllers: [DeleteReadingHistoryRestController],
  providers: [DeleteReadingHistoryHandler, DeleteReadingHistoryResolver],
});
