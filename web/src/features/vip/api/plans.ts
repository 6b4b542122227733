// Active VIP plans (GraphQL `plans`, the same list as spec §7 get-plan).
import { gql, useQuery } from 'urql';

export interface Plan { id: string; name: string; duration: number; basePrice: number; price: number; discountType: string; discountValue: number }
export interface PlansResult { plans: Plan[] }

export const PLANS = gql<PlansResult>`
  query Plans { plans { id name duration basePrice price discountType discountValue } }
`;

export const usePlans = () => useQuery({ query: PLANS });
