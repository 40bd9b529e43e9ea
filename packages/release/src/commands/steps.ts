/** Numbered progress lines, as the README's other commands print them (`[1/2] … (3 s écoulées)`). */
export interface Steps {
  plan(total: number): void;
  next(label: string): void;
}

export function createSteps(): Steps {
  const started = Date.now();
  let total = 0;
  let current = 0;
  return {
    plan: (count) => {
      total = count;
      current = 0;
    },
    next: (label) => {
      current += 1;
      console.log(`\n[${current}/${total}] ${label} (${((Date.now() - started) / 1000).toFixed(0)} s écoulées)`);
    },
  };
}
