import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../../platform/errors/domain-error.js';
import { CatalogCache } from '../../cache/catalog-cache.js';
import { isUuid } from '../../catalog.ids.js';
import { EpisodeCommentCountPort } from '../../ports/community.ports.js';
import { EpisodePageRead } from './episode-page.read.js';
import { GetEpisodeByIdQuery, GetEpisodeQuery, type EpisodeDetail } from './get-episode.query.js';

/** The comments count is the community's (EpisodeCommentCountPort), read each time. */
@QueryHandler(GetEpisodeQuery)
export class GetEpisodeHandler implements IQueryHandler<GetEpisodeQuery> {
  constructor(
    private readonly pages: EpisodePageRead,
    private readonly ports: QueryBus,
  ) {}

  async execute({ comicSlug, episodeNumber, at, lang }: GetEpisodeQuery): Promise<EpisodeDetail> {
    const page = await this.pages.page({ comicSlug, number: episodeNumber }, at, lang);
    return { ...page, comments: await this.ports.execute(new EpisodeCommentCountPort(page.episode.id)) };
  }
}

/** The episode and its comic's list are built once per catalog state (CatalogCache); only the comments count is read each time. */
@QueryHandler(GetEpisodeByIdQuery)
export class GetEpisodeByIdHandler implements IQueryHandler<GetEpisodeByIdQuery> {
  constructor(
    private readonly pages: EpisodePageRead,
    private readonly cache: CatalogCache,
    private readonly ports: QueryBus,
  ) {}

  async execute({ episodeId, lang }: GetEpisodeByIdQuery): Promise<EpisodeDetail> {
    if (!isUuid(episodeId)) throw notFound('Episode', 'CATALOG.EPISODE_NOT_FOUND');
    const key = episodeId.toLowerCase();
    const [page, comments] = await Promise.all([
      this.cache.value(`episode-page:${key}:${lang}`, () => this.pages.page({ id: key }, undefined, lang)),
      this.ports.execute(new EpisodeCommentCountPort(key)),
    ]);
    return { ...page, comments };
  }
}
