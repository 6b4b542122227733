// The user data as the screens read it (the header's balances, plan and Free Rental Passes), and
// which failed loads refuse the session.
import { describe, expect, test } from '@jest/globals';
import type { UserDataQuery } from '../gql/graphql.js';
import { GraphqlError } from '../lib/graphql.js';
import { refusesSession, userDataView } from './user-data.js';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
type Claim = UserDataQuery['giftBox'][number];
const claim = (c: Partial<Claim> & Pick<Claim, 'giftId' | 'type'>): Claim => ({
  title: '',
  episodeId: null,
  expiresAt: at(3),
  spend: 0,
  ...c,
});

const answer = (giftBox: Claim[]): UserDataQuery => ({
  signedInUser: { id: 'u-1', fullName: 'Saraa Bold', email: 'saraa@example.com', photo: null },
  balance: { coin: 120, bonusCoin: 30, point: 45, freeRental: 9 },
  userPlan: { id: 'o-1', planId: 'p-1', name: 'VIP 1 month', status: 'active', endDate: at(20) },
  giftBox,
});

describe('userDataView', () => {
  test('the profile carries the balances; nothing loaded is nobody', () => {
    expect(userDataView(answer([])).user).toEqual({
      id: 'u-1',
      fullName: 'Saraa Bold',
      email: 'saraa@example.com',
      photo: null,
      coin: 120,
      bonusCoin: 30,
      point: 45,
    });
    expect(userDataView(undefined)).toEqual({ user: null, plan: null, gifts: [], freeRental: 0 });
  });

  test('Free Rental Passes count the rental gifts neither spent nor expired', () => {
    const view = userDataView(
      answer([
        claim({ giftId: 'g-1', type: 'rental', episodeId: 'e-1' }),
        claim({ giftId: 'g-2', type: 'rental', episodeId: 'e-2', spend: 1 }),
        claim({ giftId: 'g-3', type: 'rental', episodeId: 'e-3', expiresAt: at(-1) }),
        claim({ giftId: 'g-4', type: 'rental', expiresAt: '' }),
        claim({ giftId: 'g-5', type: 'coin', spend: 5, expiresAt: at(-1) }),
      ]),
    );
    expect(view.freeRental).toBe(1);
    // An expired pass is no longer listed; a spent one still opens its episode; other gifts stay.
    expect(view.gifts.map((g) => [g.giftId?._id, g.used])).toEqual([
      ['g-1', false],
      ['g-2', true],
      ['g-5', undefined],
    ]);
    expect(view.gifts[0]).toEqual({
      giftId: { _id: 'g-1', type: 'rental', title: '', episodeId: 'e-1' },
      expiresAt: expect.any(String),
      used: false,
    });
  });
});

describe('refusesSession', () => {
  const failure = (extensions?: Record<string, unknown>) =>
    new GraphqlError('x', extensions ? [{ message: 'x', extensions }] : [], extensions ? undefined : new Error('offline'));

  test('an ended session, another reader or a vanished account asks for a login', () => {
    expect(refusesSession(failure({ code: 'AUTH.UNAUTHORIZED', category: 'unauthorized', status: 401 }))).toBe(true);
    expect(refusesSession(failure({ code: 'AUTH.FORBIDDEN', category: 'forbidden', status: 403 }))).toBe(true);
    expect(refusesSession(failure({ code: 'IDENTITY.USER_NOT_FOUND', category: 'not_found', status: 404 }))).toBe(true);
  });

  test('no answer, a server failure or a rate limit keeps the session', () => {
    expect(refusesSession(failure())).toBe(false);
    expect(refusesSession(failure({ code: 'INTERNAL', category: 'internal' }))).toBe(false);
    expect(refusesSession(failure({ code: 'UNAVAILABLE', category: 'unavailable', status: 503 }))).toBe(false);
    expect(refusesSession(failure({ code: 'RATE_LIMITED', category: 'rate_limited', status: 429 }))).toBe(false);
  });
});
