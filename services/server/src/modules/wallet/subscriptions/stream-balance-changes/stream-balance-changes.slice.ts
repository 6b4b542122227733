import { slice } from '../../../../platform/slices/slice.js';
import { StreamBalanceChangesResolver } from './stream-balance-changes.resolver.js';

export const streamBalanceChanges = slice({ providers: [StreamBalanceChangesResolver] });
