import { DomainError } from '../../platform/errors/domain-error.js';
import { COMMUNITY_MESSAGES as M } from './community.messages.js';

/** Refusals of the community context, each with a stable code (docs/product.md, The REST calls). */
export const communityErrors = {
  commentEmpty: () => new DomainError('COMMUNITY.COMMENT_EMPTY', M.commentEmpty, 'validation'),
  commentTooLong: () => new DomainError('COMMUNITY.COMMENT_TOO_LONG', M.commentTooLong, 'validation'),
  commentNotText: () => new DomainError('COMMUNITY.COMMENT_NOT_TEXT', M.commentNotText, 'validation'),
  commentNotFound: () => new DomainError('COMMUNITY.COMMENT_NOT_FOUND', M.commentNotFound, 'not_found'),
  episodeNotLive: () => new DomainError('COMMUNITY.EPISODE_NOT_FOUND', M.episodeNotLive, 'not_found'),
  episodeNotReadable: (reason: string) => new DomainError('COMMUNITY.EPISODE_NOT_READABLE', M.episodeNotReadable, 'forbidden', { reason }),
  muteSelf: () => new DomainError('COMMUNITY.MUTE_SELF', M.muteSelf, 'validation'),
  reportSelf: () => new DomainError('COMMUNITY.REPORT_SELF', M.reportSelf, 'validation'),
  alreadyReported: () => new DomainError('COMMUNITY.ALREADY_REPORTED', M.alreadyReported, 'conflict'),
  guiltyUserMismatch: () => new DomainError('COMMUNITY.GUILTY_USER_MISMATCH', M.guiltyUserMismatch, 'validation'),
  notYourComment: () => new DomainError('COMMUNITY.NOT_YOUR_COMMENT', M.notYourComment, 'forbidden'),
  banned: (until: Date) => new DomainError('COMMUNITY.BANNED', M.banned, 'forbidden', { until: until.toISOString() }),
  badType: () => new DomainError('COMMUNITY.BAD_TYPE', M.badType, 'validation'),
  userNotFound: () => new DomainError('COMMUNITY.USER_NOT_FOUND', 'User not found', 'not_found'),
};
