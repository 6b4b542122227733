import { BlockList, isIP, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { logger } from '../logging/logger.js';
import type { trustProxyOf } from './fastify-setup.js';

/**
 * Which connecting addresses are proxies that speak for many clients, from TRUST_PROXY as Fastify
 * takes it (fastify-setup.ts `trustProxyOf`): `true` or a hop count trusts every peer, an address
 * list only those. A proxy's connections are not capped here; the proxy caps its own clients.
 */
export function proxyPeers(trust: ReturnType<typeof trustProxyOf>): (address: string) => boolean {
  if (trust === false) return () => false;
  if (!Array.isArray(trust)) return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address, bits] = entry.split('/');
    const type = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
    if (bits) list.addSubnet(address!, Number(bits), type);
    else list.addAddress(address!, type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:/, '');
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * At most `max` open connections from one address: the next is closed as it arrives, before
 * a byte is read. `max` 0 turns the cap off.
 */
export function capConnectionsPerAddress(server: Server, max: number, isProxy: (address: string) => boolean): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  let warned = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    const n = (open.get(address) ?? 0) + 1;
    if (n > max) {
      socket.destroy();
      if (Date.now() - warned > 60_000) {
        warned = Date.now();
        logger.warn({ max }, 'connections refused: too many open from one address');
      }
      return;
    }
    open.set(address, n);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
