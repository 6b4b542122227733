import { Query } from '@nestjs/cqrs';

/** Where and how to write to a member: their address and language, null for an unknown or deactivated account. */
export interface MemberContact {
  email: string;
  language: 'english' | 'mongolian';
}

/**
 * Asked by membership's mails, answered by the context that keeps accounts (identity registers
 * the handler), so membership reads no account table.
 */
export class MemberContactQuery extends Query<MemberContact | null> {
  constructor(readonly userId: string) {
    super();
  }
}
