import { slice } from '../../../../platform/slices/slice.js';
import { GetBalanceHandler } from './get-balance.handler.js';
import { GetBalanceResolver } from './get-balance.resolver.js';

export const getBalance = slice({ providers: [GetBalanceHandler, GetBalanceResolver] });
