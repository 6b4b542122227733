// npm start: install if needed, build, then serve API + worker + client on one port (contract §1).
// Database creation, migrations and the demo catalog happen in the server's own start-up.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
build();
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'services/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
