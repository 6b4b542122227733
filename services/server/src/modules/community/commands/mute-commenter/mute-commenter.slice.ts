import { slice } from '../../../../platform/slices/slice.js';
import { MuteCommenterHandler } from './mute-commenter.handler.js';
import { MuteCommenterResolver } from './mute-commenter.resolver.js';
import { MuteCommenterRestController } from './mute-commenter.rest.controller.js';

export const muteCommenter = slice({
  controllers: [MuteCommenterRestController],
  providers: [MuteCommenterHandler, MuteCommenterResolver],
});
