/**
 * Identity's public face: what other contexts (and the CLI) may use. Everything else in this
 * folder is identity's own.
 */
export { IdentityModule } from './identity.module.js';
// queries (asked of identity)
export { GetUserProfilesQuery, type UserProfile } from './get-user-profiles/get-user-profiles.query.js';
