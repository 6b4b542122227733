import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { ONE_MUTATION_CODE, OneMutationPerRequestRule } from './one-mutation.rule.js';

const schema = buildSchema(`
  type Query { me: Int }
  type Answer { message: String }
  type Mutation { claimGift(giftId: ID!): Answer  addComment(content: String!): Answer }
`);
const errorsOf = (doc: string) =>
  validate(schema, parse(doc), [...specifiedRules, OneMutationPerRequestRule]).map((e) => e.extensions.code ?? e.message);

describe('one mutation per request', () => {
  it('lets one mutation field through, with __typename beside it', () => {
    expect(errorsOf('mutation { claimGift(giftId: "1") { message } __typename }')).toEqual([]);
    expect(errorsOf('query Q { me } mutation M { addComment(content: "x") { message } }')).toEqual([]);
  });

  it('refuses two fields, aliases of one field, and fields hidden in fragments', () => {
    for (const doc of [
      'mutation { claimGift(giftId: "1") { message } addComment(content: "x") { message } }',
      'mutation { a: claimGift(giftId: "1") { message } b: claimGift(giftId: "2") { message } }',
      'mutation { claimGift(giftId: "1") { message } ...More } fragment More on Mutation { addComment(content: "x") { message } }',
      'mutation { ... on Mutation { a: addComment(content: "x") { message } } ... { b: addComment(content: "y") { message } } }',
      `mutation { ${Array.from({ length: 15 }, (_, i) => `c${i}: addComment(content: "x") { message }`).join(' ')} }`,
    ])
      expect({ doc, errors: errorsOf(doc) }).toEqual({ doc, errors: [ONE_MUTATION_CODE] });
  });
});
