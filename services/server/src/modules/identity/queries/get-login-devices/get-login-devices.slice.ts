import { slice } from '../../../../platform/slices/slice.js';
import { GetLoginDevicesHandler } from './get-login-devices.handler.js';
import { GetLoginDevicesResolver } from './get-login-devices.resolver.js';

export const getLoginDevices = slice({ providers: [GetLoginDevicesHandler, GetLoginDevicesResolver] });
