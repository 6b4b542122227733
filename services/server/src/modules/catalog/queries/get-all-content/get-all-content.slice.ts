import { slice } from '../../../../platform/slices/slice.js';
import { GetAllContentHandler } from './get-all-content.handler.js';
import { GetAllContentRestController } from './get-all-content.rest.controller.js';

export const getAllContent = slice({ controllers: [GetAllContentRestController], providers: [GetAllContentHandler] });
