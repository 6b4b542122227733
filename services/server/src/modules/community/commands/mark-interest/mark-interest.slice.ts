import { slice } from '../../../../platform/slices/slice.js';
import { MarkInterestHandler } from './mark-interest.handler.js';
import { MarkInterestResolver } from './mark-interest.resolver.js';
import { MarkInterestRestController } from './mark-interest.rest.controller.js';

export const markInterest = slice({ controllers: [MarkInterestRestController], providers: [MarkInterestHandler, MarkInterestResolver] });
