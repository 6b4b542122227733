import { describe, expect, test } from '@jest/globals';
import { fetchRule, type SeenRequest } from './fetch-rules.js';

const ORIGIN = 'https://koma.test';
const request = (url: string, opts: { method?: string; mode?: string; headers?: Record<string, string> } = {}): SeenRequest => ({
  method: opts.method ?? 'GET',
  url: new URL(url, ORIGIN).href,
  mode: opts.mode ?? 'cors',
  headers: new Headers(opts.headers),
});

describe('what the service worker does with a request', () => {
  test('a navigation goes to the network first (the shell only when offline)', () => {
    expect(fetchRule(request('/', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(fetchRule(request('/comic/some-comic/3?from=home', { mode: 'navigate' }), ORIGIN)).toBe('page');
  });

  test("the build's files may come from the precache", () => {
    for (const url of ['/assets/index-abc.js', '/assets/index-abc.css', '/icons/icon-192.png', '/manifest.mn.webmanifest'])
      expect(fetchRule(request(url), ORIGIN)).toBe('shell');
  });

  test('API, GraphQL, stored images and server paths are left to the network, navigations to them too', () => {
    for (const url of [
      '/api/get-home',
      '/api/uploads/p/1.webp',
      '/api',
      '/graphql',
      '/graphql?query=x',
      '/uploads/paid/page-1.webp?exp=1&sig=x',
      '/health',
      '/metrics',
    ]) {
      expect(fetchRule(request(url), ORIGIN)).toBe('network');
      expect(fetchRule(request(url, { mode: 'navigate' }), ORIGIN)).toBe('network');
    }
  });

  test('a request carrying credentials in a header is left to the network, whatever its path', () => {
    expect(fetchRule(request('/assets/index-abc.js', { headers: { authorization: 'Bearer t' } }), ORIGIN)).toBe('network');
    expect(fetchRule(request('/comic/x', { mode: 'navigate', headers: { token: 't' } }), ORIGIN)).toBe('network');
    expect(fetchRule(request('/assets/index-abc.js', { headers: { Token: 't' } }), ORIGIN)).toBe('network');
  });

  test('anything but a GET of this site is left to the network', () => {
    expect(fetchRule(request('/assets/index-abc.js', { method: 'POST' }), ORIGIN)).toBe('network');
    expect(fetchRule(request('/', { method: 'HEAD', mode: 'navigate' }), ORIGIN)).toBe('network');
    expect(fetchRule(request('https://cdn.example/assets/index-abc.js'), ORIGIN)).toBe('network');
    expect(fetchRule(request('https://cdn.example/', { mode: 'navigate' }), ORIGIN)).toBe('network');
  });

  test('a path that only starts like a server path is a page of the client', () => {
    expect(fetchRule(request('/apiary', { mode: 'navigate' }), ORIGIN)).toBe('page');
    expect(fetchRule(request('/uploads-guide', { mode: 'navigate' }), ORIGIN)).toBe('page');
  });
});
