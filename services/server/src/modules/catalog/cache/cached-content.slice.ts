import { slice } from '../../../platform/slices/slice.js';
import { CachedContentHandler } from './cached-content.handler.js';

/** The REST body of a content read, built once per catalog state (`sendContent` asks it). */
export const cachedContent = slice({ providers: [CachedContentHandler] });
