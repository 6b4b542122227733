import { slice } from '../../../../platform/slices/slice.js';
import { GetLibrarySubscribedHandler } from './get-library-subscribed.handler.js';
import { GetLibrarySubscribedResolver } from './get-library-subscribed.resolver.js';

export const getLibrarySubscribed = slice({ providers: [GetLibrarySubscribedHandler, GetLibrarySubscribedResolver] });
