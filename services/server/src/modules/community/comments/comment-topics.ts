import type { CommentView } from './comment-views.js';

/** Where new comments of an episode are published (the newComments subscription listens). */
export const commentTopic = (episodeId: string) => `comments:${episodeId}`;

/** What travels on the topic: the comment as anyone sees it (dates as ISO text); each subscriber's page fills in its own view. */
export type CommentMessage = Omit<CommentView, 'createdAt' | 'own' | 'liked' | 'spoiler'> & { createdAt: string };
