export { Stack, STACK_GAPS, type StackProps } from './Stack.tsx';
