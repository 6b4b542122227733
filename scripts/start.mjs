// npm start: install if needed, make sure PostgreSQL and Redis are there (services.mjs), build,
// then serve API + worker + client on one port (README, Quick start). Database creation, migrations and
// the demo catalog happen in the server's own start-up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstalled, root } from './lib.mjs';
import { ensureServices } from './services.mjs';

ensureInstalled();
const services = await ensureServices();
build();
await services.ready();
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'services/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...services.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', async (code, signal) => {
  await services.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
