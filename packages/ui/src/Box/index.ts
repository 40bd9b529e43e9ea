export { BOX_ELEMENTS, Box, type BoxElement, type BoxProps } from './Box.tsx';
