// The floor beside the cluster bench's content reads: node:http with no framework, answering
// /api/get-all-content with the bytes Koma's API answered it with (asked once at start from
// SOURCE_URL), kept in memory. Whatever latency this shows under the same purchase load is the
// machine's (a request waiting for a core), not any server code's.
import http from 'node:http';

const source = await fetch(process.env.SOURCE_URL, { headers: { accept: 'application/json' } });
const body = Buffer.from(await source.arrayBuffer());
const type = source.headers.get('content-type') ?? 'application/json';
http
  .createServer((req, res) => {
    if (req.url !== '/api/get-all-content') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
