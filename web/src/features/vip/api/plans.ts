// Active VIP plans (GraphQL `plans`, the same list as docs/product.md, The REST calls get-plan).
// Asked again on each visit (the cached list shows meanwhile): a payment must offer today's prices.
import { graphql } from '../../../gql/index.js';
import type { PlansQuery } from '../../../gql/graphql.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';

export type Plan = PlansQuery['plans'][number];

const PLANS = graphql(`
  query Plans { plans { id name duration basePrice price discountType discountValue } }
`);

export const usePlans = () => useGraphqlQuery(PLANS, undefined, { fresh: true });
