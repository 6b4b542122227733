import { slice } from '../../../../platform/slices/slice.js';
import { GoogleSignInService } from './google-sign-in.service.js';
import { GoogleStrategy } from './google.strategy.js';
import { SignInWithGoogleRestController } from './sign-in-with-google.rest.controller.js';

export const signInWithGoogle = slice({ controllers: [SignInWithGoogleRestController], providers: [GoogleSignInService, GoogleStrategy] });
