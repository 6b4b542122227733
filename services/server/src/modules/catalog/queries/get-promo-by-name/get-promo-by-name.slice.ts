import { slice } from '../../../../platform/slices/slice.js';
import { GetPromoByNameHandler } from './get-promo-by-name.handler.js';
import { GetPromoByNameResolver } from './get-promo-by-name.resolver.js';
import { GetPromoByNameRestController } from './get-promo-by-name.rest.controller.js';

export const getPromoByName = slice({
  controllers: [GetPromoByNameRestController],
  providers: [GetPromoByNameHandler, GetPromoByNameResolver],
});
