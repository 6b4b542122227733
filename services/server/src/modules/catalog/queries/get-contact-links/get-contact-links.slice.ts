import { slice } from '../../../../platform/slices/slice.js';
import { GetContactLinksHandler } from './get-contact-links.handler.js';
import { GetContactLinksResolver } from './get-contact-links.resolver.js';
import { GetContactLinksRestController } from './get-contact-links.rest.controller.js';

export const getContactLinks = slice({
  controllers: [GetContactLinksRestController],
  providers: [GetContactLinksHandler, GetContactLinksResolver],
});
