import { Query } from '@nestjs/cqrs';

/** What other contexts may show of a user (a comment's author) or weigh (account age). */
export interface UserProfile {
  id: string;
  fullName: string;
  photo: string | null;
  createdAt: Date;
  active: boolean;
}

/** Public profiles by id; unknown or malformed ids are absent from the map. */
export class GetUserProfilesQuery extends Query<Map<string, UserProfile>> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
