import {
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { LIST_SIZE, type ListSizeSpec } from './list-size.js';
import { COST_LIMIT_CODE, CYCLE_LIMIT_CODE, UNDECLARED_LIST_SIZE, operationCost } from './operation-cost.js';

const size = (spec: ListSizeSpec) => ({ [LIST_SIZE]: spec });
const paging = { limit: { type: GraphQLInt, defaultValue: 100 }, offset: { type: GraphQLInt, defaultValue: 0 } };

// Book ↔ Chapter like Comic ↔ Episode; a page type like ComicPage.
const Chapter: GraphQLObjectType = new GraphQLObjectType({
  name: 'Chapter',
  fields: (): GraphQLFieldConfigMap<unknown, unknown> => ({
    id: { type: GraphQLString },
    title: { type: GraphQLString },
    book: { type: Book },
  }),
});
const Book: GraphQLObjectType = new GraphQLObjectType({
  name: 'Book',
  fields: (): GraphQLFieldConfigMap<unknown, unknown> => ({
    id: { type: GraphQLString },
    tags: { type: new GraphQLList(GraphQLString) },
    chapters: { type: new GraphQLNonNull(new GraphQLList(Chapter)), args: paging, extensions: size({ max: 100, sizeArg: 'limit' }) },
    notes: { type: new GraphQLList(Chapter) },
  }),
});
const BookPage = new GraphQLObjectType({
  name: 'BookPage',
  fields: { items: { type: new GraphQLList(Book), extensions: size({ max: 100, fromPage: true }) }, total: { type: GraphQLInt } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      books: { type: BookPage, args: paging, extensions: size({ max: 100, sizeArg: 'limit' }) },
      book: { type: Book },
      featured: { type: new GraphQLList(Book), extensions: size({ max: 6 }) },
    },
  }),
});

const cost = (q: string, variables?: Record<string, unknown>, maxCost = 1_000_000) =>
  operationCost(schema, parse(q), { variables, maxCost });
const refusal = (q: string, variables?: Record<string, unknown>, maxCost = 1_000_000): GraphQLError => {
  try {
    cost(q, variables, maxCost);
  } catch (e) {
    return e as GraphQLError;
  }
  throw new Error('expected a refusal');
};

describe('operation cost', () => {
  it('counts one per field value; a page field sizes its items list by its limit argument (default, literal or variable)', () => {
    expect(cost('{ book { id tags } }')).toBe(3);
    // books 1, items 1, total 1, then id × 20
    expect(cost('{ books(limit: 20) { total items { id } } }')).toBe(3 + 20);
    expect(cost('{ books { items { id } } }')).toBe(2 + 100);
    expect(cost('query($n: Int) { books(limit: $n) { items { id } } }', { n: 7 })).toBe(2 + 7);
  });

  it('clamps the size to the declared maximum and to at least one', () => {
    expect(cost('{ books(limit: 1000000) { items { id } } }')).toBe(2 + 100);
    expect(cost('{ books(limit: -5) { items { id } } }')).toBe(2 + 1);
    expect(cost('{ featured { id } }')).toBe(1 + 6);
  });

  it('nested lists compound; an undeclared object list counts as UNDECLARED_LIST_SIZE', () => {
    // books 1 + items 1 + 10 × (chapters 1 + 5 × (id 1 + title 1))
    expect(cost('{ books(limit: 10) { items { chapters(limit: 5) { id title } } } }')).toBe(2 + 10 * (1 + 5 * 2));
    expect(cost('{ book { notes { id } } }')).toBe(2 + UNDECLARED_LIST_SIZE);
  });

  it('counts fragments and inline fragments where they are spread, aliases each', () => {
    const q =
      'query { a: books(limit: 10) { items { ...B } } b: books(limit: 10) { items { ... on Book { id } } } } fragment B on Book { id tags }';
    expect(cost(q)).toBe(2 + 10 * 2 + 2 + 10);
  });

  it('refuses past the budget with an error naming the limit, before walking the rest', () => {
    const e = refusal('{ books { items { chapters { id title } } } }', undefined, 20000);
    expect(e.extensions.code).toBe(COST_LIMIT_CODE);
    expect(e.extensions.limit).toBe(20000);
    expect(e.message).toMatch(/limit of 20000/);
  });

  it('refuses walking a cycle twice (a field selected again inside itself), through aliases and fragments too', () => {
    expect(cost('{ book { chapters { book { id } } } }')).toBeGreaterThan(0);
    for (const q of [
      '{ book { chapters { book { chapters { id } } } } }',
      '{ book { chapters { book { other: chapters(limit: 1) { id } } } } }',
      '{ book { chapters { book { ...C } } } } fragment C on Book { chapters(limit: 1) { id } }',
      '{ book { notes { book { notes { id } } } } }',
      '{ book { chapters(limit: 1) { book { chapters(limit: 1) { book { id } } } } } }',
    ]) {
      const e = refusal(q);
      expect(e.extensions.code).toBe(CYCLE_LIMIT_CODE);
      expect(e.message).toMatch(/^(Book\.(chapters|notes)|Chapter\.book) is selected again inside itself: .* at most once per operation/);
    }
  });

  it('stays fast on a fragment bomb (each fragment spreads the next twice): the cycle pass sees each fragment once, the count stops at the budget', () => {
    const frags = Array.from({ length: 40 }, (_, i) =>
      i < 39 ? `fragment F${i} on Book { ...F${i + 1} ...F${i + 1} }` : `fragment F${i} on Book { id }`,
    );
    const started = performance.now();
    const e = refusal(`{ book { ...F0 } } ${frags.join(' ')}`, undefined, 20000);
    expect(e.extensions.code).toBe(COST_LIMIT_CODE);
    // Unguarded, the 2^39 expansions would never end: the bound only has to tell seconds from never,
    // on a loaded machine too (27 ms when idle).
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('takes the named operation of a document with several', () => {
    const doc = parse('query Small { book { id } } query Big { books { items { id } } }');
    expect(operationCost(schema, doc, { operationName: 'Small', maxCost: 1000 })).toBe(2);
    expect(operationCost(schema, doc, { operationName: 'Big', maxCost: 1000 })).toBe(102);
  });
});
