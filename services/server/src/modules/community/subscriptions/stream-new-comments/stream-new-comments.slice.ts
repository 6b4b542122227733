import { slice } from '../../../../platform/slices/slice.js';
import { StreamNewCommentsResolver } from './stream-new-comments.resolver.js';

export const streamNewComments = slice({ providers: [StreamNewCommentsResolver] });
