// Loaded by the stand-in before each edge function (`deno run --preload`, edge-functions.ts): the
// function's `Date` runs on the stand-in's clock (localClock.ts), LOCAL_CLOCK_OFFSET_MS ahead of
// the real time (negative: behind), so that what the function dates (a follow-up link's expiry, a
// proof of work's, a job offer's start « in the past ») agrees with the database's `now()`. Only
// the stand-in sets the variable: a hosted function never loads this file.
//
// `Date` is replaced by a function that builds real Date objects (so `instanceof Date`, the
// prototype and every method stay Date's): without arguments, at the shifted time; `Date.now()`
// shifted; `Date()` called without `new` gives the shifted time's string, as Date does.
// No import, no Deno API beyond the environment: run as a plain script before the function.

declare const Deno: { env: { get(name: string): string | undefined } };

const offset = Number(Deno.env.get('LOCAL_CLOCK_OFFSET_MS') ?? '0');

if (Number.isInteger(offset) && offset !== 0) {
  const RealDate = Date;
  const shiftedNow = () => RealDate.now() + offset;
  function LocalDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new RealDate(shiftedNow()).toString();
    return args.length === 0 ? new RealDate(shiftedNow()) : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
  }
  Object.defineProperties(LocalDate, {
    prototype: { value: RealDate.prototype },
    now: { value: shiftedNow },
    parse: { value: RealDate.parse },
    UTC: { value: RealDate.UTC },
  });
  (globalThis as { Date: unknown }).Date = LocalDate;
}

export {};
