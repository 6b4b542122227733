import { slice } from '../../../../platform/slices/slice.js';
import { SignUpHandler } from './sign-up.handler.js';
import { SignUpResolver } from './sign-up.resolver.js';
import { SignUpRestController } from './sign-up.rest.controller.js';

export const signUp = slice({ controllers: [SignUpRestController], providers: [SignUpHandler, SignUpResolver] });
