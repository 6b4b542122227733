import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IdentitySecrets } from '../../infra/identity-secrets.js';
import { GetDerivedKeyQuery } from './get-derived-key.query.js';

@QueryHandler(GetDerivedKeyQuery)
export class GetDerivedKeyHandler implements IQueryHandler<GetDerivedKeyQuery> {
  constructor(private readonly secrets: IdentitySecrets) {}

  execute({ purpose }: GetDerivedKeyQuery): Promise<Buffer> {
    return this.secrets.derivedKey(purpose);
  }
}
