import { codeHash, resetFlowId, newNumericCode, newOpaqueToken, sameBytes, tokenHash, TOKEN_SHAPE } from './identity-crypto.js';
import { BoundedSemaphore } from './bounded-semaphore.js';

describe('identity crypto helpers', () => {
  it('makes 256-bit base64url tokens, all different', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newOpaqueToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) {
      expect(t).toMatch(TOKEN_SHAPE);
      expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    }
    expect(tokenHash('a')).toHaveLength(32);
  });

  it('makes 6-digit zero-padded codes spread over the whole range', () => {
    const codes = Array.from({ length: 5000 }, () => newNumericCode(6));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10); // leading zeros included
  });

  it('hashes codes with the key and the address', () => {
    const a = codeHash('k1', 'a@x.io', '123456');
    expect(sameBytes(a, codeHash('k1', 'a@x.io', '123456'))).toBe(true);
    expect(sameBytes(a, codeHash('k2', 'a@x.io', '123456'))).toBe(false);
    expect(sameBytes(a, codeHash('k1', 'b@x.io', '123456'))).toBe(false);
    expect(sameBytes(a, Buffer.alloc(3))).toBe(false);
  });

  it('derives stable uuid-shaped forgot-flow ids that differ per address and key', () => {
    const id = resetFlowId('key', 'nobody@x.io');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(resetFlowId('key', 'nobody@x.io')).toBe(id);
    expect(resetFlowId('key', 'other@x.io')).not.toBe(id);
    expect(resetFlowId('key2', 'nobody@x.io')).not.toBe(id);
  });
});

describe('BoundedSemaphore', () => {
  it('never runs more than the limit at once and refuses beyond the queue bound', async () => {
    const gate = new BoundedSemaphore(2, 3);
    let active = 0;
    let peak = 0;
    const job = async () => {
      const release = await gate.acquire();
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      release();
    };
    const runs = Array.from({ length: 5 }, job);
    expect(gate.waiting).toBe(3);
    await expect(gate.acquire()).rejects.toThrow('queue full');
    await Promise.all(runs);
    expect(peak).toBe(2);
    const r = await gate.acquire();
    r();
    r(); // a double release does not free two slots
    expect(gate.waiting).toBe(0);
    const held = [await gate.acquire(), await gate.acquire()];
    let third = false;
    const next = gate.acquire().then((release) => {
      third = true;
      return release;
    });
    await new Promise((r) => setTimeout(r, 5));
    expect(third).toBe(false); // still two slots: the second release of r freed nothing
    expect(gate.waiting).toBe(1);
    held[0]();
    (await next)();
    held[1]();
  });
});
