import { upcasters } from './upcasters.js';
import { fold } from './decider.js';
import { accountDecider } from './account.fixture.js';

describe('upcasters', () => {
  afterEach(() => upcasters.clear('Renamed'));

  it('chains steps from the stored version to the current one', () => {
    upcasters.register('Renamed', 1, (d: { n: number }) => ({ count: d.n }));
    upcasters.register('Renamed', 2, (d: { count: number }) => ({ count: d.count, unit: 'coin' }));
    expect(upcasters.currentVersion('Renamed')).toBe(3);
    expect(upcasters.upcast('Renamed', 1, { n: 4 })).toEqual({ data: { count: 4, unit: 'coin' }, schemaVersion: 3 });
    expect(upcasters.upcast('Renamed', 3, { count: 1, unit: 'coin' })).toEqual({ data: { count: 1, unit: 'coin' }, schemaVersion: 3 });
    expect(upcasters.currentVersion('Untouched')).toBe(1);
  });

  it('refuses a step registered twice or from a bad version', () => {
    upcasters.register('Renamed', 1, (d) => d);
    expect(() => upcasters.register('Renamed', 1, (d) => d)).toThrow(/twice/);
    expect(() => upcasters.register('Renamed', 0, (d) => d)).toThrow(/fromVersion/);
  });
});

describe('account decider (given / when / then)', () => {
  const given = (events: Parameters<typeof accountDecider.evolve>[1][]) => fold(accountDecider, accountDecider.initialState(), events);

  it('withdraws what the balance allows', () => {
    const state = given([{ type: 'Deposited', data: { account: 'a', amount: 5 } }]);
    expect(accountDecider.decide({ type: 'Withdraw', account: 'a', amount: 5 }, state)).toEqual([
      { type: 'Withdrawn', data: { account: 'a', amount: 5 } },
    ]);
  });

  it('refuses an overdraft with a conflict code', () => {
    const state = given([
      { type: 'Deposited', data: { account: 'a', amount: 5 } },
      { type: 'Withdrawn', data: { account: 'a', amount: 2 } },
    ]);
    expect(() => accountDecider.decide({ type: 'Withdraw', account: 'a', amount: 4 }, state)).toThrow(
      expect.objectContaining({ code: 'ACCOUNT.INSUFFICIENT' }),
    );
  });
});
