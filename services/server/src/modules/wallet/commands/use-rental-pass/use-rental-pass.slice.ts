import { slice } from '../../../../platform/slices/slice.js';
import { UseRentalPassHandler } from './use-rental-pass.handler.js';

export const useRentalPass = slice({ providers: [UseRentalPassHandler] });
