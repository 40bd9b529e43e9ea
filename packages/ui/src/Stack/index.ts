export { STACK_GAPS, Stack, type StackProps } from './Stack.tsx';
