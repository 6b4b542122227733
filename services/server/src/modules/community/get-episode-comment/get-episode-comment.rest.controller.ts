import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../platform/auth/access.decorators.js';
import { validationError } from '../../../platform/errors/domain-error.js';
import { restComment } from '../comment-rest.js';
import { GetEpisodeCommentQuery } from './get-episode-comment.query.js';

const limitOf = (v: string | undefined) => {
  if (v === undefined) return undefined;
  if (!/^\d{1,4}$/.test(v)) throw validationError('limit: must be a whole number');
  return Number(v);
};

@Controller('api')
export class GetEpisodeCommentRestController {
  constructor(private readonly queries: QueryBus) {}

  /** Public; a signed-in reader's answer marks their likes and own comments and leaves out whom they muted. */
  @OptionalUser()
  @Get('get-episode-comment/:episodeId')
  async episodeComments(@Param('episodeId') episodeId: string, @Query('after') after: string | undefined, @Query('limit') limit: string | undefined,
    @CurrentUser() me: AuthUser | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.header('cache-control', 'private, no-store').header('vary', 'Token, Authorization');
    const page = await this.queries.execute(new GetEpisodeCommentQuery(me?.userId ?? null, episodeId, after, limitOf(limit)));
    return { success: true, comment: page.comments.map(restComment), total: page.total, nextCursor: page.hasNextPage ? page.endCursor : null };
  }
}
