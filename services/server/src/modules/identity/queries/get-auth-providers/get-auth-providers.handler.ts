import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CONFIG } from '../../../../config/config.module.js';
import type { Config } from '../../../../config/config.schema.js';
import { GetAuthProvidersQuery } from './get-auth-providers.query.js';

/** Google sign-in is offered when both its client id and secret are set. */
@QueryHandler(GetAuthProvidersQuery)
export class GetAuthProvidersHandler implements IQueryHandler<GetAuthProvidersQuery> {
  constructor(@Inject(CONFIG) private readonly config: Config) {}

  async execute(): Promise<{ google: boolean }> {
    return { google: Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET) };
  }
}
