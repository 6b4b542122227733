import { identityEntities } from './modules/identity/identity.entities.js';

/** Every TypeORM entity of every context (class references, stack-notes trap 5). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const allEntities: Function[] = [...identityEntities];
