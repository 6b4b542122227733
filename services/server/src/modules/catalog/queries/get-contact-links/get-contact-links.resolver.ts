import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../../platform/auth/access.decorators.js';
import { SocialMedia } from '../../graphql/catalog.types.js';
import { GetContactLinksQuery } from './get-contact-links.query.js';

@Resolver()
export class GetContactLinksResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Query(() => SocialMedia)
  async contactLinks() {
    const { socialMedia, supportEmail } = await this.queries.execute(new GetContactLinksQuery());
    return { ...socialMedia, supportEmail };
  }
}
