/** `class` attribute from optional class names. */
export function joinClassNames(...classNames: (string | false | null | undefined)[]): string | undefined {
  return classNames.filter(Boolean).join(' ') || undefined;
}
