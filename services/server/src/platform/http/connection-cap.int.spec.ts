import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { capConnectionsPerAddress, proxyPeers } from './connection-cap.js';
import { trustProxyOf } from './fastify-setup.js';

/** Opens a socket and reports whether the server kept it (it answers a request) or closed it at once. */
function connect(port: number): Promise<{ socket: net.Socket; kept: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (c) => {
      data += c.toString();
      if (data.includes('\r\n\r\n')) resolve({ socket, kept: data.startsWith('HTTP/1.1 200') });
    });
    socket.on('close', () => resolve({ socket, kept: false }));
    socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'));
  });
}

describe('the per-address connection cap', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.end('ok');
    });
    capConnectionsPerAddress(server, 3, proxyPeers(trustProxyOf('false')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('closes the connection past the cap as it arrives; a closed one frees its place', async () => {
    const first = await Promise.all([connect(port), connect(port), connect(port)]);
    expect(first.map((c) => c.kept)).toEqual([true, true, true]);
    expect((await connect(port)).kept).toBe(false);
    const gone = new Promise((r) => first[0]!.socket.once('close', r));
    first[0]!.socket.destroy();
    await gone;
    await new Promise((r) => setTimeout(r, 50)); // the server sees the close
    const again = await connect(port);
    expect(again.kept).toBe(true);
    for (const c of [...first.slice(1), again]) c.socket.destroy();
  });

  it('does not cap a proxy named by TRUST_PROXY, which speaks for many clients', () => {
    expect(proxyPeers(trustProxyOf('false'))('127.0.0.1')).toBe(false);
    expect(proxyPeers(trustProxyOf('1'))('203.0.113.9')).toBe(true);
    const listed = proxyPeers(trustProxyOf('10.0.0.0/8, 192.168.1.7, fd00::/8'));
    expect(['10.1.2.3', '::ffff:10.9.9.9', '192.168.1.7', 'fd00::1'].map(listed)).toEqual([true, true, true, true]);
    expect(['11.0.0.1', '192.168.1.8', '127.0.0.1'].map(listed)).toEqual([false, false, false]);
  });
});
