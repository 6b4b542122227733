import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups } from '../../catalog/index.js';
import { EpisodeAccess } from '../episode-access.js';
import { PageUrls } from '../page-urls.js';
import { GetEpisodeForReaderQuery, type EpisodeForReader } from './get-episode-for-reader.query.js';

/** Pages only for a reader who may read the episode. */
@QueryHandler(GetEpisodeForReaderQuery)
export class GetEpisodeForReaderHandler implements IQueryHandler<GetEpisodeForReaderQuery> {
  constructor(private readonly policy: EpisodeAccess, private readonly lookups: CatalogLookups, private readonly pageUrls: PageUrls) {}

  async execute({ episodeId, userId }: GetEpisodeForReaderQuery): Promise<EpisodeForReader> {
    const access = await this.policy.check(userId, await this.lookups.episode(episodeId));
    if (!access.allowed) return { access, pages: null };
    return { access, pages: await this.pageUrls.forReader(await this.lookups.episodePages(episodeId), userId) };
  }
}
