import { Query } from '@nestjs/cqrs';

/** Which sign-in providers besides email + password this server offers (Google when configured). */
export class GetAuthProvidersQuery extends Query<{ google: boolean }> {}
