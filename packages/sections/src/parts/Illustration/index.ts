export { ILLUSTRATION_FILES, ILLUSTRATION_SIZE } from './illustrations.ts';
