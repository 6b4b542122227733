import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * TypeORM mappings of the identity tables (made by IdentityTables1700002000000). The services
 * use SQL on the pg pool for row locks; these are for tooling and ad-hoc reads. Other contexts
 * must not read them (architecture §1) — they use the published services instead.
 */
@Entity({ schema: 'public', name: 'identity_users' })
export class IdentityUserEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'full_name' }) fullName!: string;
  @Column('text', { name: 'password_hash', nullable: true, select: false }) passwordHash!: string | null;
  @Column('text', { name: 'google_sub', nullable: true }) googleSub!: string | null;
  @Column('text', { nullable: true }) photo!: string | null;
  @Column('date', { nullable: true }) dob!: string | null;
  @Column('text', { nullable: true }) gender!: string | null;
  @Column('text', { array: true }) roles!: string[];
  @Column('text') status!: 'active' | 'deactivated';
  @Column('text', { name: 'deactivation_reason', nullable: true }) deactivationReason!: string | null;
  @Column('timestamptz', { name: 'deactivated_at', nullable: true }) deactivatedAt!: Date | null;
  @Column('timestamptz', { name: 'password_changed_at', nullable: true }) passwordChangedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

@Entity({ schema: 'public', name: 'identity_sessions' })
export class IdentitySessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') device!: string;
  @Column('bytea', { name: 'token_hash', select: false }) tokenHash!: Buffer;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
}

@Entity({ schema: 'public', name: 'identity_user_settings' })
export class IdentityUserSettingEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('boolean', { name: 'free_notification' }) freeNotification!: boolean;
  @Column('boolean', { name: 'subscribe_notification' }) subscribeNotification!: boolean;
  @Column('boolean', { name: 'event_notification' }) eventNotification!: boolean;
  @Column('text') language!: 'english' | 'mongolian';
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

export const identityEntities = [IdentityUserEntity, IdentitySessionEntity, IdentityUserSettingEntity];
