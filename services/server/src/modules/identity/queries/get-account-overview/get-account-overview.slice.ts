import { slice } from '../../../../platform/slices/slice.js';
import { GetAccountOverviewHandler } from './get-account-overview.handler.js';
import { GetAccountOverviewRestController } from './get-account-overview.rest.controller.js';

export const getAccountOverview = slice({ controllers: [GetAccountOverviewRestController], providers: [GetAccountOverviewHandler] });
