// Preloaded into a deploy (node --import) so that two deploys reach the lock at the same moment:
// at its first attempt to take the lock (a link(2) to `deploy.lock`), the process prints
// AT_LOCK_GATE and waits until the file LOCK_GATE exists. The test opens the gate once both have
// printed it: every pair is then a real race for the lock, however the two processes were
// scheduled while they started.
import { existsSync, writeSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';

const require = createRequire(import.meta.url);
const promises = require('node:fs/promises');
const link = promises.link;
const gate = process.env.LOCK_GATE;
let waited = false;
promises.link = async (...args) => {
  if (!waited && String(args[1]).endsWith('/deploy.lock')) {
    waited = true;
    writeSync(1, `AT_LOCK_GATE ${process.pid}\n`);
    while (!existsSync(gate)) await new Promise((done) => setTimeout(done, 5));
  }
  return link(...args);
};
syncBuiltinESMExports();
