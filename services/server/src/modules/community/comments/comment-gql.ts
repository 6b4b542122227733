import type { CommentView } from './comment-views.js';
import type { CommentGql } from '../community.graphql-types.js';

export const gqlComment = (c: CommentView): CommentGql => ({ ...c, createdAt: c.createdAt.toISOString() });
