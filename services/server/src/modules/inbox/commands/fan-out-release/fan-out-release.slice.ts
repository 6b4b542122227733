import { slice } from '../../../../platform/slices/slice.js';
import { FanOutReleaseHandler } from './fan-out-release.handler.js';

export const fanOutRelease = slice({ providers: [FanOutReleaseHandler] });
