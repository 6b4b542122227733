import { slice } from '../../../../platform/slices/slice.js';
import { ReportCommentHandler } from './report-comment.handler.js';
import { ReportCommentResolver } from './report-comment.resolver.js';
import { ReportCommentRestController } from './report-comment.rest.controller.js';

export const reportComment = slice({
  controllers: [ReportCommentRestController],
  providers: [ReportCommentHandler, ReportCommentResolver],
});
