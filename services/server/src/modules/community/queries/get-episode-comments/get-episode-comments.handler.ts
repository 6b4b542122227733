import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { decodeCursor } from '../../comments/comment-cursor.js';
import { CommentStore } from '../../comments/comment-store.js';
import { CommentViews } from '../../comments/comment-views.js';
import { communityErrors } from '../../community.errors.js';
import { COMMENT_PAGE, GetEpisodeCommentsQuery, type CommentPage } from './get-episode-comments.query.js';

/** Only a live episode has comments to show (a hidden or unknown one answers 404). */
@QueryHandler(GetEpisodeCommentsQuery)
export class GetEpisodeCommentsHandler implements IQueryHandler<GetEpisodeCommentsQuery> {
  constructor(
    private readonly comments: CommentStore,
    private readonly views: CommentViews,
    private readonly catalog: CatalogLookups,
  ) {}

  async execute({ askerId, episodeId, after, limit }: GetEpisodeCommentsQuery): Promise<CommentPage> {
    const size = limit ?? COMMENT_PAGE.default;
    if (!Number.isInteger(size) || size < 1 || size > COMMENT_PAGE.max)
      throw validationError(`limit: must be a whole number from 1 to ${COMMENT_PAGE.max}`);
    const cursor = decodeCursor(after);
    const ep = await this.catalog.episode(episodeId).catch(() => {
      throw communityErrors.episodeNotLive();
    });
    if (!ep.live) throw communityErrors.episodeNotLive();
    const [rows, total] = await Promise.all([this.comments.page(ep.id, askerId, cursor, size + 1), this.comments.count(ep.id)]);
    const hasNextPage = rows.length > size;
    const pageRows = rows.slice(0, size);
    const comments = await this.views.of(pageRows, askerId);
    return {
      comments,
      endCursor: comments.at(-1)?.cursor ?? null,
      hasNextPage,
      total,
    };
  }
}
