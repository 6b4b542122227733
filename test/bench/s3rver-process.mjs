// s3rver in a process of its own for test/bench/storage-serve.bench.ts, so the bucket's work does
// not share an event loop with the load generator: `node s3rver-process.mjs <dir> <bucket>`, prints
// its port on the first line of stdout, stops on SIGTERM.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  process.stderr.write('usage: node s3rver-process.mjs <dir> <bucket>\n');
  process.exit(2);
}
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
