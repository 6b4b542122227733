/**
 * Identity's public face: what other contexts, the app and the CLI may use. Everything else in
 * this folder is identity's own.
 */
export { IdentityModule } from './identity.module.js';
/** The platform's SessionResolver backed by identity sessions (bound in app.module). */
export { IdentitySessionResolver } from './identity-session.resolver.js';
export { UserType, UserSettingType } from './identity.graphql-types.js';
export type { UserSettingView } from './accounts.service.js';
// queries (asked of identity)
export { FindUserQuery, type FoundUser } from './queries/find-user/find-user.query.js';
export { GetUserSettingQuery } from './queries/get-user-setting/get-user-setting.query.js';
export { GetUserProfilesQuery, type UserProfile } from './queries/get-user-profiles/get-user-profiles.query.js';
export { GetDerivedKeyQuery } from './queries/get-derived-key/get-derived-key.query.js';
// commands (sent to identity)
export { UpdateUserSettingCommand } from './commands/update-user-setting/update-user-setting.command.js';
// ports (asked by identity, answered by another context)
export { UserDataExtras, type ExtrasLanguage, type UserDataExtrasPart } from './user-data.extras.js';
