import { slice } from '../../../../platform/slices/slice.js';
import { LikeCommentHandler } from './like-comment.handler.js';
import { LikeCommentResolver } from './like-comment.resolver.js';
import { LikeCommentRestController } from './like-comment.rest.controller.js';

export const likeComment = slice({ controllers: [LikeCommentRestController], providers: [LikeCommentHandler, LikeCommentResolver] });
