import { slice } from '../../../../platform/slices/slice.js';
import { SignOutDeviceHandler } from './sign-out-device.handler.js';
import { SignOutDeviceResolver } from './sign-out-device.resolver.js';

export const signOutDevice = slice({ providers: [SignOutDeviceHandler, SignOutDeviceResolver] });
