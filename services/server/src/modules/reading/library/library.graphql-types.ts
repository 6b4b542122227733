import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ListSize } from '../../../platform/graphql/list-size.js';
import { Comic } from '../../catalog/index.js';
import { SHELF_PAGE_MAX } from './library.shelf.js';

export enum LibraryFilterEnum {
  all = 'all',
  manga = 'manga',
  vendor = 'vendor',
}
registerEnumType(LibraryFilterEnum, {
  name: 'LibraryFilter',
  description: 'My Library filters (docs/product.md): Manga (own comics) or Vender (with a team assignment)',
});

@ObjectType({ description: 'A belled comic on the Subscribed shelf, with its newest live episode' })
export class SubscribedShelfEntry {
  @Field(() => Comic) comic!: Comic;
  @Field(() => Int, { nullable: true }) latestEpisodeNumber!: number | null;
  @Field(() => String, { nullable: true }) latestEpisodeTitle!: string | null;
  @Field(() => String, { nullable: true }) latestReleaseDate!: string | null;
  @Field({ description: 'When the bell was turned on' }) since!: string;
}

@ObjectType()
export class SubscribedShelfPage {
  @ListSize({ max: SHELF_PAGE_MAX, fromPage: true }) @Field(() => [SubscribedShelfEntry]) items!: SubscribedShelfEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: 'A comic on the Recent shelf: the episode last read and how far (100 = Completed)' })
export class RecentShelfEntry {
  @Field(() => ID, { description: 'What deleteReadingHistory / delete-user-history take' }) id!: string;
  @Field(() => Comic) comic!: Comic;
  @Field(() => ID) episodeId!: string;
  @Field(() => Int, { nullable: true }) episodeNumber!: number | null;
  @Field(() => Int) percentage!: number;
  @Field() completed!: boolean;
  @Field() readAt!: string;
}

@ObjectType()
export class RecentShelfPage {
  @ListSize({ max: SHELF_PAGE_MAX, fromPage: true }) @Field(() => [RecentShelfEntry]) items!: RecentShelfEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: 'An episode the reader owns: bought one by one (episode) or with unlock-all (all)' })
export class UnlockedEpisode {
  @Field(() => ID) episodeId!: string;
  @Field(() => Int) episodeNumber!: number;
  @Field() title!: string;
  @Field() via!: string;
  @Field() unlockedAt!: string;
}

@ObjectType({ description: 'A free rental pass the reader holds, until it expires' })
export class RentalShelfPass {
  @Field(() => ID) episodeId!: string;
  @Field(() => Int) episodeNumber!: number;
  @Field() title!: string;
  @Field() expiresAt!: string;
  @Field() used!: boolean;
}

@ObjectType({ description: 'A comic on the Unlocked shelf with its owned episodes and live rental passes' })
export class UnlockedShelfEntry {
  @Field(() => Comic) comic!: Comic;
  @Field(() => [UnlockedEpisode]) episodes!: UnlockedEpisode[];
  @Field(() => [RentalShelfPass]) rentals!: RentalShelfPass[];
  @Field() lastUnlockedAt!: string;
}

@ObjectType()
export class UnlockedShelfPage {
  @ListSize({ max: SHELF_PAGE_MAX, fromPage: true }) @Field(() => [UnlockedShelfEntry]) items!: UnlockedShelfEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType()
export class DeleteHistoryResult {
  @Field() message!: string;
  @Field(() => Int) remaining!: number;
}
