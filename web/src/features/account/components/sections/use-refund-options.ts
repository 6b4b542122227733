// What the reader may ask back now (server: refundOptions), shared by Coin Purchase History and
// Usage History; read again whenever the wallet changes.
import { useGraphqlQuery } from '../../../../lib/graphql.js';
import { useWalletChanges } from '../../../../api/use-wallet-changes.js';
import { REFUND_OPTIONS } from '../../api/account-api.js';

export function useRefundOptions() {
  const query = useGraphqlQuery(REFUND_OPTIONS, undefined, { fresh: true });
  useWalletChanges(() => void query.refetch());
  return { options: query.data?.refundOptions ?? null, refetch: query.refetch };
}
