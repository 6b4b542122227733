import argon2 from 'argon2';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();
  afterAll(() => hasher.onModuleDestroy());

  it('hashes with argon2id m=19456 KiB, t=2, p=1 and verifies', async () => {
    const h = await hasher.hash('correct horse');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await hasher.verify(h, 'correct horse')).toBe(true);
    expect(await hasher.verify(h, 'wrong horse')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    expect(await hasher.verifyDummy('x')).toBe(false);
    expect(argon2.needsRehash(h, { memoryCost: 19456, timeCost: 2, parallelism: 1 })).toBe(false);
  });

  it('keeps the event loop turning while many hashes run (they run off the loop, bounded)', async () => {
    expect(hasher.concurrency).toBeGreaterThanOrEqual(1);
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 1);
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 8 }, (_, i) => hasher.hash(`password ${i}`)));
    const elapsed = performance.now() - t0;
    clearInterval(timer);
    // Were argon2 on the loop, the 1 ms timer could not fire while hashing; it fires throughout.
    expect(ticks).toBeGreaterThan(Math.min(50, elapsed / 10));
  });

  it('hashes in a child process at lower CPU priority, and survives that process dying', async () => {
    const os = await import('node:os');
    await hasher.hash('warm up');
    const pid = hasher.child.pid!;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(os.getPriority(pid)).toBe(10);
    process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const h = await hasher.hash('after crash');
    expect(await hasher.verify(h, 'after crash')).toBe(true);
  });
});
