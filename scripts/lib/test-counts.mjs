// Adds up the tests the suites report, so `npm test` ends on one line a reader (and CI) can
// trust: how many tests ran, how many failed. Each runner prints its own summary; we read them.
const ANSI = /\u001b\[[0-9;]*m/g;

export function createTestCounter() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const count = (line) => {
    const text = line.replace(ANSI, '');
    // Vitest: "      Tests  12 passed | 1 failed (13)"
    let match = /^\s*(?:\S+:\s+)?Tests\s+(.*)\(\d+\)\s*$/.exec(text.replace(/^@[^ ]+:\s*/, ''));
    if (match) {
      for (const [, n, kind] of (match[1] ?? '').matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        if (kind === 'passed') totals.passed += Number(n);
        else if (kind === 'failed') totals.failed += Number(n);
        else totals.skipped += Number(n);
      }
      return;
    }
    // Deno: "ok | 41 passed | 0 failed (1s)" or "FAILED | 40 passed | 1 failed"
    match = /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/.exec(text);
    if (match) {
      totals.passed += Number(match[1]);
      totals.failed += Number(match[2]);
      return;
    }
    // node --test (the scripts' own tests): "# pass 7", "# fail 0"
    match = /^(?:\S+:\s)?# (pass|fail) (\d+)\s*$/.exec(text);
    if (match) {
      if (match[1] === 'pass') totals.passed += Number(match[2]);
      else totals.failed += Number(match[2]);
      return;
    }
    // Playwright: "  50 passed (13.1s)", "  348 passed (6.6m)", "  2 failed", "  1 skipped". A run
    // over a minute says its time in minutes (`6.6m`): read as seconds only, the end-to-end tests
    // were left out of the total.
    match = /^\s+(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+(?:ms|s|m|h)\))?\s*$/.exec(text);
    if (match) {
      if (match[2] === 'passed') totals.passed += Number(match[1]);
      else if (match[2] === 'skipped') totals.skipped += Number(match[1]);
      else totals.failed += Number(match[1]);
    }
  };
  const summary = () => `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
  return { count, summary, totals };
}
