import { slice } from '../../../../platform/slices/slice.js';
import { AddCommentHandler } from './add-comment.handler.js';
import { AddCommentResolver } from './add-comment.resolver.js';
import { AddCommentRestController } from './add-comment.rest.controller.js';

export const addComment = slice({ controllers: [AddCommentRestController], providers: [AddCommentHandler, AddCommentResolver] });
