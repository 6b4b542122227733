import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ListSize } from '../../platform/graphql/list-size.js';
import { COMMENT_PAGE } from './queries/get-episode-comments/get-episode-comments.query.js';

export enum LikeShareTypeGql {
  like = 'like',
  share = 'share',
}
registerEnumType(LikeShareTypeGql, { name: 'LikeShareType', description: 'add-like-share: a like toggles, a share is recorded each time' });

@ObjectType({ description: "A comic's like and share counts, and the asking reader's own marks on it" })
export class ComicEngagement {
  @Field(() => ID) comicId!: string;
  @Field(() => Int) likeCount!: number;
  @Field(() => Int) shareCount!: number;
  @Field({ description: 'The reader likes it (false for a visitor)' }) liked!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'true: interested, false: not interested, null: not said (or a visitor)' })
  interest!: boolean | null;
}

@ObjectType()
export class EngagementResult {
  @Field() message!: string;
  @Field(() => ComicEngagement) engagement!: ComicEngagement;
}

@ObjectType({ description: 'A comic the reader likes' })
export class LikeMarkGql {
  @Field(() => ID) comicId!: string;
  @Field() likedAt!: string;
}

@ObjectType({ description: 'A comic the reader shared, and how often' })
export class ShareMarkGql {
  @Field(() => ID) comicId!: string;
  @Field(() => Int) shares!: number;
  @Field() lastSharedAt!: string;
}

@ObjectType({ description: "get-like-share: the reader's likes and shares" })
export class LikeShareMarks {
  @Field(() => [LikeMarkGql]) likes!: LikeMarkGql[];
  @Field(() => [ShareMarkGql]) shares!: ShareMarkGql[];
}

@ObjectType({ description: 'Who wrote a comment' })
export class CommentAuthorGql {
  @Field(() => ID) id!: string;
  @Field() fullName!: string;
  @Field(() => String, { nullable: true }) photo!: string | null;
}

@ObjectType('Comment', { description: 'An episode comment as the asking reader sees it (content is plain text: show it escaped)' })
export class CommentGql {
  @Field(() => ID) id!: string;
  @Field(() => ID) episodeId!: string;
  @Field(() => ID) comicId!: string;
  @Field(() => Int) episodeNumber!: number;
  @Field() content!: string;
  @Field(() => Int) likeCount!: number;
  @Field() createdAt!: string;
  @Field(() => CommentAuthorGql) author!: CommentAuthorGql;
  @Field({ description: "The reader wrote it (shown as 'You')" }) own!: boolean;
  @Field({ description: 'The reader likes it' }) liked!: boolean;
  @Field({ description: 'Hidden by moderation; only its author sees it' }) hidden!: boolean;
  @Field({ description: 'From an episode further than the reader has read: show it collapsed' }) spoiler!: boolean;
}

@ObjectType()
export class CommentEdge {
  @Field() cursor!: string;
  @Field(() => CommentGql) node!: CommentGql;
}

@ObjectType('CommentPageInfo')
export class CommentPageInfo {
  @Field() hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType({ description: "An episode's comments, newest first (pass pageInfo.endCursor as `after` for the next page)" })
export class CommentConnection {
  @ListSize({ max: COMMENT_PAGE.max, fromPage: true }) @Field(() => [CommentEdge]) edges!: CommentEdge[];
  @Field(() => CommentPageInfo) pageInfo!: CommentPageInfo;
  @Field(() => Int, { description: 'Comments the episode shows to everyone' }) totalCount!: number;
}

@ObjectType()
export class CommentResult {
  @Field() message!: string;
  @Field(() => CommentGql) comment!: CommentGql;
}

@ObjectType()
export class CommentLikeResult {
  @Field() message!: string;
  @Field(() => ID) commentId!: string;
  @Field() liked!: boolean;
  @Field(() => Int) likeCount!: number;
}

@ObjectType()
export class MuteResult {
  @Field() message!: string;
  @Field(() => ID) muteUserId!: string;
  @Field() muted!: boolean;
}

@ObjectType()
export class MessageResult {
  @Field() message!: string;
}

@ObjectType({ description: 'An author the reader muted' })
export class MuteRecordGql {
  @Field(() => ID) muteUserId!: string;
  @Field(() => CommentAuthorGql, { description: 'The muted reader, as their comments name them' }) user!: CommentAuthorGql;
  @Field() createdAt!: string;
}

@ObjectType({ description: 'A comment the reader reported' })
export class ReportRecordGql {
  @Field(() => ID) commentId!: string;
  @Field(() => ID) guiltyUser!: string;
  @Field(() => ID) episodeId!: string;
  @Field() reason!: string;
  @Field() createdAt!: string;
}

@ObjectType({ description: 'A comment the reader likes' })
export class CommentLikeRecordGql {
  @Field(() => ID) commentId!: string;
  @Field(() => ID) episodeId!: string;
  @Field() createdAt!: string;
}

@ObjectType({ description: "get-user-comment-data: the reader's mutes, reports and comment likes" })
export class UserCommentData {
  @Field(() => [MuteRecordGql]) muteData!: MuteRecordGql[];
  @Field(() => [ReportRecordGql]) reportData!: ReportRecordGql[];
  @Field(() => [CommentLikeRecordGql]) likeData!: CommentLikeRecordGql[];
}
