import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { prepared } from '../../../../platform/database/pg-pool.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { UUID_SHAPE } from '../../infra/user-row.js';
import { GetUserProfilesQuery, type UserProfile } from './get-user-profiles.query.js';

@QueryHandler(GetUserProfilesQuery)
export class GetUserProfilesHandler implements IQueryHandler<GetUserProfilesQuery> {
  constructor(private readonly pool: ReadPool) {}

  async execute({ userIds }: GetUserProfilesQuery): Promise<Map<string, UserProfile>> {
    const ids = [...new Set(userIds.map((i) => String(i).toLowerCase()).filter((i) => UUID_SHAPE.test(i)))];
    if (!ids.length) return new Map();
    // Asked for every page of comments: a named statement, parsed and planned once per connection.
    const { rows } = await this.pool.query(
      prepared('SELECT id, full_name, photo, created_at, status FROM public.identity_users WHERE id = ANY($1::uuid[])', [ids]),
    );
    return new Map(
      rows.map((r) => [
        r.id as string,
        { id: r.id, fullName: r.full_name, photo: r.photo ?? null, createdAt: r.created_at, active: r.status === 'active' },
      ]),
    );
  }
}
