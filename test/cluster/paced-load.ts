// An open load at a given rate for the cluster benchmark: requests arrive at random (exponential
// gaps, as independent readers do) at `rate` per second per API URL, each sent when it arrives,
// whether or not earlier ones were answered. autocannon's rate option instead lets every
// connection send its share of each second back to back as the second begins, so "60 purchases/s"
// arrived as bursts of 8 concurrent purchases per API process at the top of every second and the
// content reads beside them met those bursts at every rate.
// Latency is taken from the arrival (LoadState's setupRequest) to the whole answer, so a request
// waiting for a free socket (`connections` per URL) counts that wait.
import http from 'node:http';
import type { Kind, LoadState } from './mixed-load.js';

export interface PacedResult {
  url: string;
  sent: number;
  answered: number;
  errors: number;
  timeouts: number;
}

function pace(
  state: LoadState,
  url: string,
  opts: { seconds: number; rate: number; connections: number; mix: Kind[]; timeoutSec: number },
): Promise<PacedResult> {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const { setupRequest, onResponse } = state.request(opts.mix);
  const out: PacedResult = { url, sent: 0, answered: 0, errors: 0, timeouts: 0 };
  let inFlight = 0;
  return new Promise((resolve) => {
    const end = performance.now() + opts.seconds * 1000;
    let stopped = false;
    const finish = () => {
      if (stopped && inFlight === 0) {
        agent.destroy();
        resolve(out);
      }
    };
    const send = () => {
      const context: Record<string, unknown> = {};
      const r = setupRequest({}, context) as { method: string; path: string; headers: Record<string, string>; body?: string };
      out.sent++;
      inFlight++;
      const done = () => {
        inFlight--;
        finish();
      };
      const req = http.request(
        { host: hostname, port, agent, method: r.method, path: r.path, headers: r.headers, timeout: opts.timeoutSec * 1000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            out.answered++;
            onResponse(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), context);
            done();
          });
          res.on('error', () => {
            out.errors++;
            done();
          });
        },
      );
      req.on('timeout', () => {
        out.timeouts++;
        req.destroy(new Error('timeout'));
      });
      req.on('error', () => {
        out.errors++;
        done();
      });
      req.end(r.body);
    };
    let next = performance.now();
    const tick = () => {
      const now = performance.now();
      while (next <= now && next < end) {
        send();
        next += (-Math.log(1 - Math.random()) / opts.rate) * 1000;
      }
      if (next >= end) {
        stopped = true;
        finish();
        return;
      }
      setTimeout(tick, Math.max(0, next - performance.now()));
    };
    tick();
  });
}

/** Runs the mix at `rate` requests per second per URL, against every URL at once, for `seconds`; resolves when the last request is answered. */
export function runPaced(
  state: LoadState,
  urls: string[],
  opts: { seconds: number; rate: number; connections: number; mix: Kind[]; timeoutSec?: number },
): Promise<PacedResult[]> {
  return Promise.all(urls.map((url) => pace(state, url, { ...opts, timeoutSec: opts.timeoutSec ?? 10 })));
}
