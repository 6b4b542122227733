import { checkDeactivationReason, checkPasswordPair, parseWith, profileInput, requireFields } from './identity.inputs.js';
import { DEACTIVATION_REASONS } from './identity.rules.js';

describe('identity inputs', () => {
  it('answers the form text when a required field is missing or blank', () => {
    expect(() => requireFields({ email: 'a@b.c', fullName: '  ' }, ['email', 'fullName'], 'Please fill all reqyired field')).toThrow(
      'Please fill all reqyired field',
    );
    expect(() => requireFields(null, ['email'], 'X')).toThrow('X');
    expect(() => requireFields([], ['email'], 'X')).toThrow('X');
    expect(requireFields({ email: 'a' }, ['email'], 'X')).toEqual({ email: 'a' });
  });

  it('checks password pairs with the text of the calling form', () => {
    expect(() => checkPasswordPair('password1', 'password2', 'Password was not match')).toThrow('Password was not match');
    expect(() => checkPasswordPair('short', 'short', 'x')).toThrow(/at least 8/);
    expect(() => checkPasswordPair('p'.repeat(129), undefined, 'x')).toThrow(/at most 128/);
    expect(checkPasswordPair('password1', 'password1', 'x')).toBe('password1');
  });

  it('accepts only docs/product.md deactivation reasons', () => {
    for (const r of DEACTIVATION_REASONS) expect(checkDeactivationReason(r)).toBe(r);
    for (const r of [undefined, '', 'other', 42, 'Because'])
      expect(() => checkDeactivationReason(r)).toThrow('Please provide reason for deactivate account');
  });

  it('validates profile fields: gender list, real dates, lower-cased email', () => {
    const ok = parseWith(profileInput, { fullName: ' Ann ', email: 'Ann@X.io', gender: 'female', dob: '1999-12-31T00:00:00.000Z' });
    expect(ok).toEqual({ fullName: 'Ann', email: 'ann@x.io', gender: 'female', dob: '1999-12-31' });
    for (const bad of [
      { gender: 'robot' },
      { dob: '2001-02-29' },
      { dob: 'yesterday' },
      { email: 'nope' },
      { fullName: 'x'.repeat(101) },
    ]) {
      expect(() => parseWith(profileInput, { ...ok, ...bad })).toThrow();
    }
  });
});
