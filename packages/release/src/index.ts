export * from './deployTree.ts';
export * from './driftCheck.ts';
export * from './pageStamp.ts';
export * from './store.ts';
