import { slice } from '../../../../platform/slices/slice.js';
import { GetRankingHandler } from './get-ranking.handler.js';
import { GetRankingResolver } from './get-ranking.resolver.js';
import { GetRankingRestController } from './get-ranking.rest.controller.js';

export const getRanking = slice({ controllers: [GetRankingRestController], providers: [GetRankingHandler, GetRankingResolver] });
