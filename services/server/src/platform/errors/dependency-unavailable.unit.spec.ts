import { unavailableDependency } from './dependency-unavailable.js';
import { toErrorBody } from './errors.filter.js';
import { maskGraphqlError } from '../graphql/graphql-errors.js';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('errors of a dependency that is down', () => {
  it('knows a lost or refused PostgreSQL session', () => {
    expect(unavailableDependency(pgError('57P01', 'terminating connection due to administrator command'))).toBe('postgres');
    expect(unavailableDependency(pgError('08006', 'connection failure'))).toBe('postgres');
    expect(unavailableDependency(pgError('53300', 'sorry, too many clients already'))).toBe('postgres');
    expect(unavailableDependency(new Error('Connection terminated unexpectedly'))).toBe('postgres');
    expect(unavailableDependency(new Error('timeout exceeded when trying to connect'))).toBe('postgres');
    expect(
      unavailableDependency(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', port: 5432 }),
      ),
    ).toBe('postgres');
  });

  it('knows a Redis that is gone', () => {
    expect(unavailableDependency(new Error('Connection is closed.'))).toBe('redis');
    expect(unavailableDependency(new Error('enqueue mail.send: no answer from Redis within 3000 ms'))).toBe('redis');
  });

  it('leaves every other error alone: a bug stays a 500, a rule a 4xx', () => {
    expect(unavailableDependency(pgError('23505', 'duplicate key value violates unique constraint'))).toBeUndefined();
    expect(unavailableDependency(new TypeError('x is undefined'))).toBeUndefined();
    expect(unavailableDependency(null)).toBeUndefined();
    expect(toErrorBody(new TypeError('x is undefined')).status).toBe(500);
  });

  it("answers such a request 503 with the envelope, without the driver's text", () => {
    const { status, body } = toErrorBody(pgError('57P01', 'terminating connection due to administrator command'));
    expect(status).toBe(503);
    expect(body).toEqual({ success: false, code: 'UNAVAILABLE', message: 'The service is briefly unavailable, please try again' });
  });

  it('answers it in GraphQL with extensions.code UNAVAILABLE', () => {
    const e = maskGraphqlError(new Error('Connection terminated unexpectedly')) as Error & { extensions: Record<string, unknown> };
    expect(e.message).toBe('The service is briefly unavailable, please try again');
    expect(e.extensions).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
  });
});
