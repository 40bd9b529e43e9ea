// Minimal assertions for the Deno tests. Hand-written because @std/assert lives on JSR, which
// the build machines cannot reach; only what the tests use.

export class AssertionError extends Error {
  override name = "AssertionError";
}

function show(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : Deno.inspect(value, { depth: 8 });
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    Object.hasOwn(b, key) &&
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
  );
}

export function assert(condition: unknown, message = "expected a truthy value"): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function assertEquals<T>(actual: T, expected: T, message?: string): void {
  if (!deepEqual(actual, expected)) {
    throw new AssertionError(
      `${message ? message + ": " : ""}values differ\n  actual:   ${show(actual)}\n  expected: ${
        show(expected)
      }`,
    );
  }
}

export function assertStringIncludes(actual: string, expected: string, message?: string): void {
  if (!actual.includes(expected)) {
    throw new AssertionError(
      `${message ? message + ": " : ""}${show(actual)} does not include ${show(expected)}`,
    );
  }
}

export function assertNotIncludes(actual: string, unexpected: string, message?: string): void {
  if (actual.includes(unexpected)) {
    throw new AssertionError(
      `${message ? message + ": " : ""}${show(actual)} must not include ${show(unexpected)}`,
    );
  }
}
