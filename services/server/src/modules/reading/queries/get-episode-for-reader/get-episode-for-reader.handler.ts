import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { EpisodeAccess } from '../../episode-access.js';
import { PageUrls } from '../../page-urls.js';
import { GetEpisodeForReaderQuery, type EpisodeForReader } from './get-episode-for-reader.query.js';
import { openingFor } from './opening.js';

/** Pages only for a reader who may read the episode, and only once an opening that moves something ran. */
@QueryHandler(GetEpisodeForReaderQuery)
export class GetEpisodeForReaderHandler implements IQueryHandler<GetEpisodeForReaderQuery> {
  constructor(
    private readonly policy: EpisodeAccess,
    private readonly lookups: CatalogLookups,
    private readonly pageUrls: PageUrls,
    private readonly pool: ReadPool,
  ) {}

  async execute({ episodeId, userId }: GetEpisodeForReaderQuery): Promise<EpisodeForReader> {
    const ep = await this.lookups.episode(episodeId);
    const access = await this.policy.check(userId, ep);
    if (!access.allowed) return { access, opening: null, pages: null };
    const opening = await openingFor(this.pool, access, userId, ep.id);
    if (opening.needsOpen) return { access, opening, pages: null };
    return { access, opening, pages: await this.pageUrls.forReader(await this.lookups.episodePages(ep.id), userId) };
  }
}
