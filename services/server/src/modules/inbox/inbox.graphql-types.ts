import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { ListSize } from '../../platform/graphql/list-size.js';
import type { InboxNotification } from './inbox.read-model.js';

/** The largest page of inboxNotifications (`pageSize`); the operation cost counts its items by it (ListSize). */
export const INBOX_PAGE_MAX = 100;

@ObjectType('InboxNotification', {
  description: 'A notification as the reader sees it: a catalog event, or a new episode / now free of a belled comic',
})
export class InboxNotificationGql {
  @Field(() => ID) id!: string;
  @Field({ description: 'event, new_episode or now_free' }) kind!: string;
  @Field() title!: string;
  @Field() message!: string;
  @Field({ description: 'When it was (or is) due, ISO-8601' }) schedule!: string;
  @Field(() => ID, { nullable: true }) comicId!: string | null;
  @Field(() => String, { nullable: true }) comicSlug!: string | null;
  @Field(() => String, { nullable: true }) comicTitle!: string | null;
  @Field(() => ID, { nullable: true }) episodeId!: string | null;
  @Field(() => Int, { nullable: true }) episodeNumber!: number | null;
  @Field() read!: boolean;
  @Field(() => String, { nullable: true }) readAt!: string | null;

  static of(n: InboxNotification): InboxNotificationGql {
    return { ...n, schedule: n.schedule.toISOString(), readAt: n.readAt ? n.readAt.toISOString() : null };
  }
}

@ObjectType({ description: "A page of the reader's notifications: unread first, then read, newest first within each" })
export class InboxNotificationPage {
  @ListSize({ max: INBOX_PAGE_MAX, fromPage: true }) @Field(() => [InboxNotificationGql]) items!: InboxNotificationGql[];
  @Field(() => Int) total!: number;
  @Field(() => Int) unread!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: 'What marking a notification read did' })
export class MarkNotificationReadResult {
  @Field() message!: string;
  @Field({ description: 'False when it was read already' }) changed!: boolean;
  @Field(() => Int) unread!: number;
}

@ObjectType({ description: 'The header bell badge: how many due notifications are unread' })
export class NotificationBadge {
  @Field(() => Int) unread!: number;
}

@ObjectType({ description: "A comic's bell for this reader after the change" })
export class ComicBellResult {
  @Field(() => ID) comicId!: string;
  @Field() subscribed!: boolean;
  @Field() message!: string;
}

@InputType('PushSubscriptionInput', {
  description: "A browser's PushSubscription: its endpoint and keys (base64url), as toJSON() gives them",
})
export class PushSubscriptionInputGql {
  @Field() endpoint!: string;
  @Field({ description: 'keys.p256dh' }) p256dh!: string;
  @Field({ description: 'keys.auth' }) auth!: string;
}

@ObjectType({ description: "Whether this browser now receives web pushes, and how many of the reader's browsers do" })
export class PushSubscriptionResult {
  @Field() subscribed!: boolean;
  @Field(() => Int) devices!: number;
  @Field() message!: string;
}
