/**
 * Strings that survive minification in each Radix package's code (its component display names),
 * used to spot the package in built chunks, where module paths are gone. `importCost.test.ts`
 * checks that each marker is found in a chunk that holds the package, so none goes stale
 * silently after a Radix upgrade.
 */
export const RADIX_MARKERS = {
  '@radix-ui/react-tabs': 'TabsTrigger',
  '@radix-ui/react-toast': 'ToastViewport',
} as const;

export type RadixPackage = keyof typeof RADIX_MARKERS;
export const RADIX_PACKAGES = Object.keys(RADIX_MARKERS) as RadixPackage[];

/** The Radix packages whose marker occurs in `code`. */
export function radixPackagesIn(code: string): RadixPackage[] {
  return RADIX_PACKAGES.filter((name) => code.includes(RADIX_MARKERS[name]));
}
