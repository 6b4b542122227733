import { slice } from '../../../../platform/slices/slice.js';
import { GetInterestHandler } from './get-interest.handler.js';
import { GetInterestResolver } from './get-interest.resolver.js';
import { GetInterestRestController } from './get-interest.rest.controller.js';

export const getInterest = slice({ controllers: [GetInterestRestController], providers: [GetInterestHandler, GetInterestResolver] });
