import { slice } from '../../../../platform/slices/slice.js';
import { ModerateCommentHandler } from './moderate-comment.handler.js';

export const moderateComment = slice({ providers: [ModerateCommentHandler] });
