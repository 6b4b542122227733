import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { SocialMedia } from '../graphql/catalog.types.js';
import { GetAdminDataQuery } from './get-admin-data.query.js';

@Resolver()
export class GetAdminDataResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => SocialMedia)
  async socialMedia() { return (await this.queries.execute(new GetAdminDataQuery())).socialMedia; }
}
