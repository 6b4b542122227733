import { slice } from '../../../../platform/slices/slice.js';
import { ToggleComicBellHandler } from './toggle-comic-bell.handler.js';
import { ToggleComicBellResolver } from './toggle-comic-bell.resolver.js';
import { ToggleComicBellRestController } from './toggle-comic-bell.rest.controller.js';

export const toggleComicBell = slice({
  controllers: [ToggleComicBellRestController],
  providers: [ToggleComicBellHandler, ToggleComicBellResolver],
});
