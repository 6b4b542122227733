import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReaderSharesPort, type ReaderShare } from '../../../reading/index.js';
import { EngagementReadModel } from '../../engagement.read-model.js';

/** Reading's question: the comics this reader shared. */
@QueryHandler(ReaderSharesPort)
export class GetReaderSharesHandler implements IQueryHandler<ReaderSharesPort> {
  constructor(private readonly readModel: EngagementReadModel) {}
  execute({ userId }: ReaderSharesPort): Promise<ReaderShare[]> {
    return this.readModel.shares(userId);
  }
}
