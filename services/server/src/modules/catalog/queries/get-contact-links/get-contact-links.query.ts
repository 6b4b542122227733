import { Query } from '@nestjs/cqrs';
import type { CachedRead } from '../../cache/cached-read.js';

/** The social links by network, and the address contact-form requests are mailed to. */
export interface AdminData {
  socialMedia: Record<string, string>;
  supportEmail: string;
}

/** The social links and the support address shown on the Contact Us page. */
export class GetContactLinksQuery extends Query<AdminData> implements CachedRead<AdminData> {
  readonly cacheKey = 'admin-data';
}
