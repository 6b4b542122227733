import { slice } from '../../../../platform/slices/slice.js';
import { GetExpirationsHandler } from './get-expirations.handler.js';
import { GetExpirationsResolver } from './get-expirations.resolver.js';

export const getExpirations = slice({ providers: [GetExpirationsHandler, GetExpirationsResolver] });
