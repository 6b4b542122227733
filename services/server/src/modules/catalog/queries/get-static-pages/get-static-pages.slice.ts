import { slice } from '../../../../platform/slices/slice.js';
import { GetStaticPagesHandler } from './get-static-pages.handler.js';
import { GetStaticPagesResolver } from './get-static-pages.resolver.js';
import { GetStaticPagesRestController } from './get-static-pages.rest.controller.js';

export const getStaticPages = slice({
  controllers: [GetStaticPagesRestController],
  providers: [GetStaticPagesHandler, GetStaticPagesResolver],
});
