// The markers the benchmark's import-cost test looks for in the built apps (@ecole/bench).
export { RADIX_MARKERS, RADIX_PACKAGES, type RadixPackage, radixPackagesIn } from './radixMarkers.ts';
