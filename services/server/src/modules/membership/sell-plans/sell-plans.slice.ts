import { slice } from '../../../platform/slices/slice.js';
import { PlanSales } from './plan-sales.js';

export const sellPlans = slice({ providers: [PlanSales] });
