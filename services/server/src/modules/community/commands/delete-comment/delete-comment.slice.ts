import { slice } from '../../../../platform/slices/slice.js';
import { DeleteCommentHandler } from './delete-comment.handler.js';
import { DeleteCommentResolver } from './delete-comment.resolver.js';
import { DeleteCommentRestController } from './delete-comment.rest.controller.js';

export const deleteComment = slice({
  controllers: [DeleteCommentRestController],
  providers: [DeleteCommentHandler, DeleteCommentResolver],
});
