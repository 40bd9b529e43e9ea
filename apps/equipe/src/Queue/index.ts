export { filterQueue, isLate, Queue, whoOf } from './Queue.tsx';
