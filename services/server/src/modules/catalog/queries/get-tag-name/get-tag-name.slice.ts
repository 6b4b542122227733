import { slice } from '../../../../platform/slices/slice.js';
import { GetTagNameHandler } from './get-tag-name.handler.js';
import { GetTagNameResolver } from './get-tag-name.resolver.js';

export const getTagName = slice({ providers: [GetTagNameHandler, GetTagNameResolver] });
