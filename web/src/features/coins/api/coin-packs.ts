// Active coin packs (GraphQL `coinPacks`, the same list as docs/product.md, The REST calls get-coin-pack).
// Asked again on each visit (the cached list shows meanwhile): a payment must offer today's prices.
import { graphql } from '../../../gql/index.js';
import type { CoinPacksQuery } from '../../../gql/graphql.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';

export type CoinPack = CoinPacksQuery['coinPacks'][number];

const COIN_PACKS = graphql(`
  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }
`);

export const useCoinPacks = () => useGraphqlQuery(COIN_PACKS, undefined, { fresh: true });
