import { QueryBus } from '@nestjs/cqrs';
import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../../platform/auth/access.decorators.js';
import { About } from '../graphql/catalog.types.js';
import { GetAboutQuery } from './get-about.query.js';

@Resolver()
export class GetAboutResolver {
  constructor(private readonly queries: QueryBus) {}

  @Public() @Query(() => About, { nullable: true })
  async about(): Promise<About | null> {
    const [a] = await this.queries.execute(new GetAboutQuery());
    return a ? { ...a, visionText: a.vision_text } : null;
  }
}
