import { CommandBus } from '@nestjs/cqrs';
import { Args, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { RateLimit } from '../../../../platform/rate-limit/rate-limit.decorator.js';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { ListSize } from '../../../../platform/graphql/list-size.js';
import { parseBody } from '../../../../platform/http/parse-body.js';
import { PageImage } from '../../../catalog/index.js';
import { GrantOfflineWindowCommand } from './grant-offline-window.command.js';
import { GrantOfflineWindowInput, OFFLINE_WINDOW_RATE_LIMIT } from './grant-offline-window.inputs.js';

/** The pages an episode's view declares at most (the catalog's EpisodeView.pages). */
const OFFLINE_PAGES_MAX = 500;

@ObjectType({ description: 'A window to read one episode offline, signed by the server' })
export class OfflineWindowResult {
  @Field(() => ID) episodeId!: string;
  @Field(() => ID) comicId!: string;
  @Field(() => ID) readerId!: string;
  @Field({ description: 'The right it rests on: free, purchase, rental or plan' }) kind!: string;
  @Field({ description: 'When the window was granted (ISO time)' }) issuedAt!: string;
  @Field({ description: 'Until when the episode may be read offline (ISO time)' }) until!: string;
  @Field({ description: 'The client may ask for a new window before this one ends (free and purchase)' }) renewable!: boolean;
  @ListSize({ max: OFFLINE_PAGES_MAX })
  @Field(() => [PageImage], { description: "The pages to download now; a paid episode's are URLs signed for this reader" })
  pages!: PageImage[];
  @Field(() => String, { nullable: true, description: 'When the signed page URLs stop working (ISO time); null when all are public' })
  pagesExpireAt!: string | null;
  @Field({ description: 'The window as a JWS (ES256) signed by the server; verify it with offlineKey' }) token!: string;
}

@Resolver()
export class GrantOfflineWindowResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @RateLimit(OFFLINE_WINDOW_RATE_LIMIT)
  @Mutation(() => OfflineWindowResult, {
    description: 'Keep an episode the reader may read now for offline reading: how long, its pages and the signed window (recorded)',
  })
  async grantOfflineWindow(
    @CurrentUser() me: AuthUser,
    @Args('episodeId', { type: () => ID }) episodeId: string,
  ): Promise<OfflineWindowResult> {
    const input = parseBody(GrantOfflineWindowInput, { episodeId });
    return this.commands.execute(new GrantOfflineWindowCommand(me.userId, input.episodeId));
  }
}
