import pg from 'pg';
import { GraphQLError } from 'graphql';
import { toErrorBody } from './errors.filter.js';
import { maskGraphqlError } from '../graphql/graphql-errors.js';
import { setLogLevel } from '../logging/logger.js';

/** The last guard: text PostgreSQL refuses to store is the caller's 400, never an INTERNAL 500. */
describe('PostgreSQL refusals of unstorable text', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    setLogLevel('silent');
    pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', max: 1 });
  });
  afterAll(async () => {
    await pool.end();
  });

  const refusal = async (sql: string, value: string) => {
    try {
      await pool.query(sql, [value]);
    } catch (e) {
      return e;
    }
    throw new Error(`${sql} accepted ${JSON.stringify(value)}`);
  };

  it('maps 22021 (NUL in text) and 22P05 (\\u0000 in jsonb) to the 400 envelope and the GraphQL validation code', async () => {
    const errors = [await refusal('SELECT $1::text', 'a\u0000b'), await refusal('SELECT $1::jsonb', JSON.stringify({ name: 'a\u0000b' }))];
    expect(errors.map((e) => (e as { code: string }).code)).toEqual(['22021', '22P05']);
    for (const err of errors) {
      expect(toErrorBody(err)).toEqual({
        status: 400,
        body: { success: false, code: 'VALIDATION', message: 'The text sent contains a character that cannot be stored' },
      });
      // Wrapped as TypeORM's QueryFailedError wraps it, too.
      expect(toErrorBody({ message: 'query failed', driverError: err }).status).toBe(400);
      const masked = maskGraphqlError(new GraphQLError('x', { originalError: err as Error })) as GraphQLError;
      expect(masked.extensions).toMatchObject({ code: 'VALIDATION', category: 'validation' });
    }
    // Other database errors stay internal.
    const other = await refusal('SELECT $1::int', 'nope');
    expect(toErrorBody(other).status).toBe(500);
  });
});
