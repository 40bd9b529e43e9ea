// Preloaded into a deploy (node --import) to stop it mid-copy, so a test can kill it there: after
// STALL_AFTER_LINKS hard links of the new deployment, it prints STALLED_MID_COPY and waits forever.
// The test waits for that line (never for a duration), then sends SIGKILL.
import { writeSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';

const require = createRequire(import.meta.url);
const promises = require('node:fs/promises');
const link = promises.link;
const after = Number(process.env.STALL_AFTER_LINKS ?? '3');
let count = 0;
promises.link = async (...args) => {
  // Only the new deployment's files (its folder ends in `.tmp-<pid>` until it is complete): the
  // lock is taken with link(2) too.
  if (String(args[1]).includes('.tmp-')) {
    count += 1;
    if (count > after) {
      writeSync(1, `STALLED_MID_COPY ${process.pid}\n`);
      // A timer keeps the process alive (a bare pending promise would let it exit) until the kill.
      setInterval(() => {}, 60_000);
      return new Promise(() => {});
    }
  }
  return link(...args);
};
syncBuiltinESMExports();
