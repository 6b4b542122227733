import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ListSize } from '../../../platform/graphql/list-size.js';

/** The most comics one listing page holds (the listing reads clamp `limit` to it). */
export const COMIC_PAGE_MAX = 100;
/** The most episodes one episode list answers (`limit` is clamped to it; page on with `offset`). */
export const EPISODE_PAGE_MAX = 100;
/** The most page images an episode has (the catalog file's limit). */
export const EPISODE_PAGES_MAX = 500;

export enum RankingPeriodGql {
  ALL = 'all',
  WEEK = 'week',
  DAY = 'day',
}
export enum ComicSortGql {
  POPULAR = 'popular',
  NEWEST = 'newest',
  TITLE = 'title',
}
export enum EpisodeOrderGql {
  NUMBER = 'number',
  NEWEST = 'newest',
}
registerEnumType(RankingPeriodGql, { name: 'RankingPeriod', description: 'Ranking tabs: All time, Week, Day' });
registerEnumType(ComicSortGql, { name: 'ComicSort', description: 'Tag page sorts: most read, newest, title A–Z' });
registerEnumType(EpisodeOrderGql, { name: 'EpisodeOrder', description: 'Episode list: by number, or newest created first' });

@ObjectType({ description: "One stored width of an image, for the client's srcset" })
export class ImageWidth {
  @Field({ description: 'Stored path (uploads/…), served as the image fields are' }) image!: string;
  @Field(() => Int, { description: 'Its width in pixels' }) width!: number;
}

const WIDTHS = "The image's stored widths, narrowest first, the image itself last; empty when it has one width only or is an absolute URL";

@ObjectType({ description: 'A published episode (page images only in EpisodeView)' })
export class Episode {
  @Field(() => ID) id!: string;
  @Field(() => ID) comicId!: string;
  @Field() title!: string;
  @Field(() => Int) episodeNumber!: number;
  @Field() coverImage!: string;
  @Field({ description: 'free, coin or subscription' }) monetization!: string;
  @Field(() => Float) coinPrice!: number;
  @Field() releaseDate!: string;
  @Field() createdAt!: string;
}

@ObjectType({ description: "A published comic; teamAssignment null means Koma's own manga" })
export class Comic {
  @Field(() => ID) id!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() genre!: string;
  @Field() thumbnail!: string;
  @Field() coverImage!: string;
  @Field(() => [ImageWidth], { description: WIDTHS }) thumbnailWidths!: ImageWidth[];
  @Field(() => [ImageWidth], { description: WIDTHS }) coverImageWidths!: ImageWidth[];
  @Field() description!: string;
  @Field(() => [String]) tags!: string[];
  @Field() writer!: string;
  @Field() artist!: string;
  @Field() creator!: string;
  @Field(() => [String]) feature!: string[];
  @Field(() => String, { nullable: true }) teamAssignment?: string | null;
  @Field(() => Int) freeEpisodeCount!: number;
  @Field(() => Float) episodePrice!: number;
  @Field() releaseDate!: string;
  @Field(() => [String]) updateDays!: string[];
  @Field(() => Float) totalRead!: number;
  @Field() createdAt!: string;
}

@ObjectType()
export class ComicPage {
  @ListSize({ max: COMIC_PAGE_MAX, fromPage: true }) @Field(() => [Comic]) items!: Comic[];
  @Field(() => Int) total!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Int) limit!: number;
}

@ObjectType()
export class PageImage {
  @Field() image!: string;
  @Field(() => Int) sequence!: number;
}

@ObjectType({ description: "The reader's view of one episode" })
export class EpisodeView {
  @Field(() => Episode) episode!: Episode;
  @Field() description!: string;
  @ListSize({ max: EPISODE_PAGES_MAX })
  @Field(() => [PageImage], {
    description: "Empty unless the reader may see the pages; a paid episode's pages are URLs signed for this reader (see pagesExpireAt)",
  })
  pages!: PageImage[];
  @Field(() => String, { nullable: true }) locked?: string | null;
  @Field(() => Int) comments!: number;
  @ListSize({ max: EPISODE_PAGE_MAX, sizeArg: 'limit' })
  @Field(() => [Episode], { description: `The comic's episodes by number; at most ${EPISODE_PAGE_MAX} a call, page on with offset` })
  listEpisode!: Episode[];
}

@ObjectType()
export class Banner {
  @Field(() => ID) id!: string;
  @Field() page!: string;
  @Field() image!: string;
  @Field(() => [ImageWidth], { description: WIDTHS }) imageWidths!: ImageWidth[];
  @Field() url!: string;
  @Field() startDate!: string;
  @Field() endDate!: string;
}

@ObjectType()
export class Slide {
  @Field(() => ID) id!: string;
  @Field() image!: string;
  @Field(() => [ImageWidth], { description: WIDTHS }) imageWidths!: ImageWidth[];
  @Field() url!: string;
  @Field() startDate!: string;
  @Field() endDate!: string;
  @Field({ nullable: true, description: 'Sanitised HTML of the slide page' }) ckEditorData?: string;
}

@ObjectType()
export class Home {
  @Field(() => [Slide]) slides!: Slide[];
  @ListSize({ max: 6 }) @Field(() => [Comic], { description: 'New Releases: the first 6 comics' }) newReleases!: Comic[];
  @ListSize({ max: 6 }) @Field(() => [Comic], { description: 'Free Episode: the first 6 comics with free episodes' }) freeEpisode!: Comic[];
  @ListSize({ max: 12 }) @Field(() => [Comic], { description: 'Cover showcase: own manga' }) showcase!: Comic[];
  @Field(() => [String]) genres!: string[];
}

@ObjectType()
export class FaqItem {
  @Field() question!: string;
  @Field() answer!: string;
}
@ObjectType()
export class FaqGroup {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field(() => [FaqItem]) content!: FaqItem[];
}
@ObjectType()
export class StaticPage {
  @Field(() => ID) id!: string;
  @Field() page!: string;
  @Field() content!: string;
}
@ObjectType()
export class TimelineEntry {
  @Field() title!: string;
  @Field() detail!: string;
}
@ObjectType()
export class About {
  @Field() banner!: string;
  @Field() vision!: string;
  @Field() visionText!: string;
  @Field(() => [TimelineEntry]) content!: TimelineEntry[];
}
@ObjectType({ description: 'How readers reach Koma: its social links by network and the support address' })
export class SocialMedia {
  @Field({ nullable: true }) facebook?: string;
  @Field({ nullable: true }) instagram?: string;
  @Field({ nullable: true }) linkedin?: string;
  @Field({ nullable: true }) youtube?: string;
  @Field({ nullable: true }) telegram?: string;
  @Field({ description: 'The address contact-form requests are mailed to (the Contact Us page)' }) supportEmail!: string;
}
@ObjectType()
export class CoinPack {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Int) coin!: number;
  @Field(() => Int) bonusCoin!: number;
  @Field(() => Int) point!: number;
  @Field(() => Float) regularPrice!: number;
  @Field(() => Float) salePrice!: number;
  @Field() currency!: string;
}
@ObjectType()
export class Plan {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Int) duration!: number;
  @Field(() => Float) basePrice!: number;
  @Field(() => Float) price!: number;
  @Field() discountType!: string;
  @Field(() => Float) discountValue!: number;
}
@ObjectType()
export class Gift {
  @Field(() => ID) id!: string;
  @Field() type!: string;
  @Field() title!: string;
  @Field() image!: string;
  @Field(() => Int) value!: number;
  @Field() detail!: string;
  @Field() expiryDate!: string;
  @Field(() => ID, { nullable: true }) episodeId?: string | null;
}
@ObjectType()
export class Promo {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() discountType!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String, {
    nullable: true,
    description: 'A fixed promo applies only to items priced in this currency (usd or mnt); null on a percentage',
  })
  currency?: string | null;
  @Field(() => String, { nullable: true }) validFrom?: string | null;
  @Field(() => String, { nullable: true }) validTo?: string | null;
}
@ObjectType()
export class CatalogNotification {
  @Field(() => ID) id!: string;
  @Field() title!: string;
  @Field() message!: string;
  @Field() schedule!: string;
}
