import { Args, ID, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentUser, OptionalUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { PubSub } from '../../../../platform/graphql/pubsub.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { CommentStore } from '../../comments/comment-store.js';
import { commentTopic, type CommentMessage } from '../../comments/comment-topics.js';
import { CommentViews } from '../../comments/comment-views.js';
import { communityErrors } from '../../community.errors.js';
import { CommentGql } from '../../community.graphql-types.js';
import { isUuid } from '../../community.inputs.js';

/**
 * New comments of an episode as they are posted (over SSE), each as this reader sees it: authors
 * they muted are left out, and the spoiler shield applies. Messages are hints: under a burst a
 * page may miss one, so a page that gets one also reloads its first page.
 */
@Resolver()
export class StreamNewCommentsResolver {
  constructor(
    private readonly pubsub: PubSub,
    private readonly comments: CommentStore,
    private readonly views: CommentViews,
    private readonly catalog: CatalogLookups,
  ) {}

  @OptionalUser()
  @Subscription(() => CommentGql, { description: 'Comments posted on an episode from now on', resolve: (c: CommentGql) => c })
  async newComments(@CurrentUser() me: AuthUser | undefined, @Args('episodeId', { type: () => ID }) episodeId: string) {
    if (!isUuid(episodeId)) throw communityErrors.episodeNotLive();
    const ep = await this.catalog.episode(episodeId).catch(() => {
      throw communityErrors.episodeNotLive();
    });
    if (!ep.live) throw communityErrors.episodeNotLive();
    return this.live(me?.userId ?? null, this.pubsub.subscribe<CommentMessage>(commentTopic(ep.id)));
  }

  private async *live(askerId: string | null, messages: AsyncIterableIterator<CommentMessage>): AsyncGenerator<CommentGql> {
    for await (const m of messages) {
      if (askerId && m.author.id !== askerId && (await this.comments.isMuted(askerId, m.author.id))) continue;
      const own = m.author.id === askerId;
      const spoiler = !own && m.episodeNumber > (await this.views.reached(askerId, m.comicId));
      yield { ...m, own, liked: false, spoiler };
    }
  }
}
