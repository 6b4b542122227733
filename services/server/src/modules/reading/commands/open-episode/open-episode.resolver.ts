import { CommandBus } from '@nestjs/cqrs';
import { Args, Field, ID, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { OpenEpisodeCommand } from './open-episode.command.js';

@ObjectType({ description: 'What opening an episode did' })
export class OpenedEpisodeResult {
  @Field(() => ID) episodeId!: string;
  @Field(() => ID) comicId!: string;
  @Field({ description: 'free, plan, purchase or rental' }) via!: string;
  @Field({ description: "This opening started the reader's rental pass" }) passStarted!: boolean;
  @Field(() => String, { nullable: true, description: 'When the rental pass ends (ISO time), for a rental' }) passEndsAt!: string | null;
}

@Resolver()
export class OpenEpisodeResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => OpenedEpisodeResult, {
    description: 'Open an episode the reader may read: records the opening and starts an unused rental pass (the reader agreed first)',
  })
  async openEpisode(@CurrentUser() me: AuthUser, @Args('episodeId', { type: () => ID }) episodeId: string): Promise<OpenedEpisodeResult> {
    const r = await this.commands.execute(new OpenEpisodeCommand(me.userId, episodeId));
    return { ...r, passEndsAt: r.passEndsAt?.toISOString() ?? null };
  }
}
