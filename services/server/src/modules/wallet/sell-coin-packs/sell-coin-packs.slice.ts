import { slice } from '../../../platform/slices/slice.js';
import { CoinPackSales } from './coin-pack-sales.js';

export const sellCoinPacks = slice({ providers: [CoinPackSales] });
