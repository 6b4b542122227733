import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { restComment } from '../../comments/comment-rest.js';
import { GetEpisodeCommentsQuery } from './get-episode-comments.query.js';
import { ApiKomaRoute } from '../../../../platform/http/api-route.decorator.js';

const CommentPage = z.object({
  after: z.string().optional().describe('The nextCursor of the page before'),
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .optional(),
});

@Controller('api')
export class GetEpisodeCommentsRestController {
  constructor(private readonly queries: QueryBus) {}

  /** Public; a signed-in reader's answer marks their likes and own comments and leaves out whom they muted. */
  @OptionalUser()
  @ApiKomaRoute({
    summary: "An episode's comments, a page at a time",
    query: CommentPage,
    ok: { comment: 'array', total: 'number', nextCursor: 'string' },
    errors: [404],
  })
  @Get('get-episode-comment/:episodeId')
  async episodeComments(
    @Param('episodeId') episodeId: string,
    @Query('after') after: string | undefined,
    @Query('limit') limit: string | undefined,
    @CurrentUser() me: AuthUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply.header('cache-control', 'private, no-store').header('vary', 'Token, Authorization');
    const q = parseBody(CommentPage, { after, limit });
    const page = await this.queries.execute(
      new GetEpisodeCommentsQuery(me?.userId ?? null, episodeId, q.after, q.limit === undefined ? undefined : Number(q.limit)),
    );
    return {
      success: true,
      comment: page.comments.map(restComment),
      total: page.total,
      nextCursor: page.hasNextPage ? page.endCursor : null,
    };
  }
}
