import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InboxReadModel } from '../../inbox.read-model.js';
import { GetReadMarksQuery, type ReadMark } from './get-read-marks.query.js';

@QueryHandler(GetReadMarksQuery)
export class GetReadMarksHandler implements IQueryHandler<GetReadMarksQuery> {
  constructor(private readonly readModel: InboxReadModel) {}

  execute({ userId }: GetReadMarksQuery): Promise<ReadMark[]> {
    return this.readModel.readMarks(userId);
  }
}
