import { slice } from '../../../../platform/slices/slice.js';
import { GetReadMarksHandler } from './get-read-marks.handler.js';
import { GetReadMarksRestController } from './get-read-marks.rest.controller.js';

export const getReadMarks = slice({ controllers: [GetReadMarksRestController], providers: [GetReadMarksHandler] });
