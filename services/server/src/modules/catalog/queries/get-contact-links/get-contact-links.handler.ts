import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { GetContactLinksQuery, type AdminData } from './get-contact-links.query.js';

@QueryHandler(GetContactLinksQuery)
export class GetContactLinksHandler implements IQueryHandler<GetContactLinksQuery> {
  constructor(
    private readonly pool: ReadPool,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute(): Promise<AdminData> {
    const { rows } = await this.pool.query<{ network: string; url: string }>(
      'SELECT network, url FROM catalog_social_links ORDER BY network',
    );
    const socialMedia: Record<string, string> = {};
    for (const r of rows) socialMedia[r.network] = r.url;
    // The address contact-form requests are mailed to, shown on the Contact Us page (docs/product.md).
    return { socialMedia, supportEmail: this.config.SUPPORT_EMAIL };
  }
}
