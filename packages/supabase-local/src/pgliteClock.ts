import type { Extension } from '@electric-sql/pglite';

/**
 * PostgreSQL's clock moved by the local clock's offset (localClock.ts), for every query: `now()`,
 * `clock_timestamp()`, every `default now()`, `pg_catalog.now()` as the migrations write it, in any
 * function, whatever its search_path. A per-session fake (a `now()` earlier in the search_path,
 * a `clock_now()` the SQL would have to call) would miss the schema-qualified calls and the column
 * defaults, and would need the migrations changed; this needs nothing of them.
 *
 * How: PGlite is PostgreSQL compiled to WebAssembly by Emscripten, whose wall clock is the WASI
 * import `clock_time_get` (clock 0, CLOCK_REALTIME, in nanoseconds) and `emscripten_date_now`
 * (milliseconds), called by libc's `clock_gettime`, behind PostgreSQL's `GetCurrentTimestamp()`.
 * A PGlite extension may return Emscripten options (PGlite's extension API, `emscriptenOpts`), and
 * Emscripten's documented `instantiateWasm` hook hands over the imports before the module is
 * instantiated: both clock imports are wrapped there, for this database only (not the process's
 * `Date`). The monotonic clock (timeouts, `statement_timeout`) is left alone.
 */
export function pgliteClock(clock: { readonly offsetMs: number }): Extension {
  return {
    name: 'local-clock',
    setup: async (_pg, emscriptenOpts: EmscriptenOptions) => {
      const instantiate = emscriptenOpts.instantiateWasm;
      if (typeof instantiate !== 'function') throw new Error('PGlite sans instantiateWasm\u00a0: l’horloge locale ne peut pas s’y brancher.');
      return {
        emscriptenOpts: {
          ...emscriptenOpts,
          instantiateWasm(imports: WasmImports, done: unknown) {
            for (const table of [imports.wasi_snapshot_preview1, imports.env]) if (table) shiftClocks(table, clock, () => emscriptenOpts.wasmMemory);
            return instantiate.call(this, imports, done);
          },
        },
      };
    },
  };
}

interface EmscriptenOptions {
  instantiateWasm?: (this: unknown, imports: WasmImports, done: unknown) => unknown;
  wasmMemory?: WebAssembly.Memory;
  [key: string]: unknown;
}
type WasmImports = Record<string, Record<string, unknown> | undefined>;
type Shifted = ((...args: never[]) => unknown) & { localClock?: true; sig?: string };

function shiftClocks(table: Record<string, unknown>, clock: { readonly offsetMs: number }, memory: () => WebAssembly.Memory | undefined): void {
  const timeGet = table.clock_time_get as Shifted | undefined;
  if (typeof timeGet === 'function' && !timeGet.localClock) {
    const shifted: Shifted = (id: number, precision: bigint, pointer: number) => {
      const result = (timeGet as unknown as (id: number, precision: bigint, pointer: number) => number)(id, precision, pointer);
      const buffer = memory()?.buffer;
      // Clock 0 is CLOCK_REALTIME; 0 is WASI's success. The time is a little-endian u64 of nanoseconds.
      if (result === 0 && id === 0 && clock.offsetMs !== 0 && buffer !== undefined) {
        const view = new DataView(buffer);
        view.setBigUint64(pointer, view.getBigUint64(pointer, true) + BigInt(clock.offsetMs) * 1_000_000n, true);
      }
      return result;
    };
    shifted.localClock = true;
    if (timeGet.sig !== undefined) shifted.sig = timeGet.sig;
    table.clock_time_get = shifted;
  }
  const dateNow = table.emscripten_date_now as Shifted | undefined;
  if (typeof dateNow === 'function' && !dateNow.localClock) {
    const shifted: Shifted = () => (dateNow as unknown as () => number)() + clock.offsetMs;
    shifted.localClock = true;
    if (dateNow.sig !== undefined) shifted.sig = dateNow.sig;
    table.emscripten_date_now = shifted;
  }
}
