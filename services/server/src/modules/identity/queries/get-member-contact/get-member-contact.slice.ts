import { slice } from '../../../../platform/slices/slice.js';
import { GetMemberContactHandler } from './get-member-contact.handler.js';

export const getMemberContact = slice({ providers: [GetMemberContactHandler] });
