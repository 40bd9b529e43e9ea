// Preloaded into a deploy (node --import) so that two deploys race for the lock, whatever the
// scheduler does: at its first attempt to take the lock (a link(2) to `deploy.lock`, or to
// `deploy.lock.takeover` for an abandoned one), the process prints AT_LOCK_GATE and waits until
// the file LOCK_GATE exists (the test creates it once both have printed it). After its attempt it
// writes the outcome beside the gate and waits for the other's: so the winner still holds the lock
// when the other tries, and the outcome (LOCK_RACE won, LOCK_RACE lost EEXIST) is what link(2)
// decided between two attempts made while neither could finish first.
import { existsSync, readdirSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { basename, dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const promises = require('node:fs/promises');
const link = promises.link;
const gate = process.env.LOCK_GATE;
const parties = Number(process.env.LOCK_GATE_PARTIES ?? '2');
const sleep = () => new Promise((done) => setTimeout(done, 5));
let raced = false;

async function report(outcome) {
  writeSync(1, `LOCK_RACE ${outcome}\n`);
  writeFileSync(join(dirname(gate), `${basename(gate)}.outcome-${process.pid}`), outcome);
  const reported = () => readdirSync(dirname(gate)).filter((name) => name.startsWith(`${basename(gate)}.outcome-`)).length;
  while (reported() < parties) await sleep();
}

promises.link = async (...args) => {
  if (raced || !/\/deploy\.lock(\.takeover)?$/.test(String(args[1]))) return link(...args);
  raced = true;
  writeSync(1, `AT_LOCK_GATE ${process.pid}\n`);
  while (!existsSync(gate)) await sleep();
  let result;
  try {
    result = await link(...args);
  } catch (error) {
    await report(`lost ${error.code}`);
    throw error;
  }
  await report('won');
  return result;
};
syncBuiltinESMExports();
