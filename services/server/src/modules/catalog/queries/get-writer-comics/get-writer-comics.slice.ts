import { slice } from '../../../../platform/slices/slice.js';
import { GetWriterComicsHandler } from './get-writer-comics.handler.js';
import { GetWriterComicsResolver } from './get-writer-comics.resolver.js';
import { GetWriterComicsRestController } from './get-writer-comics.rest.controller.js';

export const getWriterComics = slice({
  controllers: [GetWriterComicsRestController],
  providers: [GetWriterComicsHandler, GetWriterComicsResolver],
});
