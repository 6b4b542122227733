import { describe, expect, test } from '@jest/globals';
import { contactComplete } from './contact-form.js';

describe('contact form', () => {
  test('name, email and description are all required (blank text does not count)', () => {
    expect(contactComplete({ name: 'Ana', email: 'a@b.c', description: 'Help' })).toBe(true);
    expect(contactComplete({ name: '', email: 'a@b.c', description: 'Help' })).toBe(false);
    expect(contactComplete({ name: 'Ana', email: '   ', description: 'Help' })).toBe(false);
    expect(contactComplete({ name: 'Ana', email: 'a@b.c', description: '\n' })).toBe(false);
  });
});
