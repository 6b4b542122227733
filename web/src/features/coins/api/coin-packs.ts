// Active coin packs (GraphQL `coinPacks`, the same list as spec §7 get-coin-pack).
import { gql, useQuery } from 'urql';

export interface CoinPack { id: string; name: string; coin: number; bonusCoin: number; point: number; regularPrice: number; salePrice: number; currency: string }
export interface CoinPacksResult { coinPacks: CoinPack[] }

export const COIN_PACKS = gql<CoinPacksResult>`
  query CoinPacks { coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }
`;

export const useCoinPacks = () => useQuery({ query: COIN_PACKS });
