/** `2 456 789` → `2,3 Mo` (French units and decimal comma). */
export function formatBytes(bytes: number): string {
  const units = ['o', 'ko', 'Mo', 'Go'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace('.', ',')}\u00a0${units[unit]}`;
}

/** A list shortened for one line of the terminal. */
export function shortList(items: readonly string[], max = 4): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')}… (+${items.length - max})`;
}
