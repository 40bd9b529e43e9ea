export { TickList, type TickListProps } from './TickList.tsx';
