import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { PubSub } from '../../../../platform/graphql/pubsub.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { EpisodeAccess } from '../../../reading/index.js';
import { CommentStore } from '../../comments/comment-store.js';
import { commentText } from '../../comments/comment-text.js';
import { commentTopic, type CommentMessage } from '../../comments/comment-topics.js';
import { CommentViews, type CommentView } from '../../comments/comment-views.js';
import { communityErrors } from '../../community.errors.js';
import { ModerationStore } from '../../moderation/moderation-store.js';
import { AddCommentCommand } from './add-comment.command.js';

/**
 * A comment is plain text, 1–1000 characters once trimmed, on a live episode its poster may read
 * (asked of reading's EpisodeAccess, without using up a rental pass), by a reader not banned.
 */
@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(
    private readonly comments: CommentStore,
    private readonly moderation: ModerationStore,
    private readonly views: CommentViews,
    private readonly catalog: CatalogLookups,
    private readonly access: EpisodeAccess,
    private readonly pubsub: PubSub,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, episodeId, content, comicId }: AddCommentCommand): Promise<CommentView> {
    const text = commentText(content);
    const now = this.clock.now();
    const ep = await this.catalog.episode(episodeId).catch(() => {
      throw communityErrors.episodeNotLive();
    });
    if (!ep.live) throw communityErrors.episodeNotLive();
    if (comicId !== undefined && comicId.toLowerCase() !== ep.comicId) throw validationError('comicId: does not match the episode');
    const banned = await this.moderation.activeBan(userId, now);
    if (banned) throw communityErrors.banned(banned);
    const access = await this.access.check(userId, ep);
    if (!access.allowed) throw communityErrors.episodeNotReadable(access.reason);
    const id = randomUUID();
    await this.comments.insert({
      id,
      episodeId: ep.id,
      comicId: ep.comicId,
      episodeNumber: ep.episodeNumber,
      userId,
      content: text,
      at: now,
    });
    const [view] = await this.views.of(
      [
        {
          id,
          episodeId: ep.id,
          comicId: ep.comicId,
          episodeNumber: ep.episodeNumber,
          userId,
          content: text,
          likeCount: 0,
          createdAt: now,
          hidden: false,
          hiddenReason: null,
          liked: false,
        },
      ],
      userId,
    );
    const { own: _o, liked: _l, spoiler: _s, ...shared } = view!;
    const message: CommentMessage = { ...shared, createdAt: now.toISOString() };
    this.pubsub.publish(commentTopic(ep.id), message).catch(() => undefined); // a hint for open pages; the comment is stored
    return view!;
  }
}
