import { CommandBus } from '@nestjs/cqrs';
import { Args, Field, Float, ID, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { Authenticated, CurrentUser, type AuthUser } from '../../../../platform/auth/access.decorators.js';
import { RecordReadingProgressCommand } from './record-reading-progress.command.js';

@ObjectType({ description: 'What the server keeps after a progress report' })
export class RecordedProgressResult {
  @Field(() => Int, { description: "The episode's stored position (0–100): the report's, or further when the reader read further" })
  readPercentage!: number;
}

@Resolver()
export class RecordReadingProgressResolver {
  constructor(private readonly commands: CommandBus) {}

  @Authenticated([])
  @Mutation(() => RecordedProgressResult, {
    description: 'Record reading progress on an episode the reader may read (REST add-comic-read)',
  })
  recordReadingProgress(
    @CurrentUser() me: AuthUser,
    @Args('episodeId', { type: () => ID }) episodeId: string,
    @Args('comicId', { type: () => ID }) comicId: string,
    @Args('readPercentage', { type: () => Float }) readPercentage: number,
    @Args('offline', {
      type: () => Boolean,
      defaultValue: false,
      description: 'Sent later from the offline queue: never lowers the stored position',
    })
    offline: boolean,
  ): Promise<RecordedProgressResult> {
    return this.commands.execute(new RecordReadingProgressCommand(me.userId, episodeId, comicId, readPercentage, offline));
  }
}
