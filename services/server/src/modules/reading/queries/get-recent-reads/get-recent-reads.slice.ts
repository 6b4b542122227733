import { slice } from '../../../../platform/slices/slice.js';
import { GetRecentReadsHandler } from './get-recent-reads.handler.js';
import { GetRecentReadsRestController } from './get-recent-reads.rest.controller.js';

export const getRecentReads = slice({ controllers: [GetRecentReadsRestController], providers: [GetRecentReadsHandler] });
