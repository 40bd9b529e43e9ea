export { BOX_ELEMENTS, Box, type BoxElement, type BoxProps } from './Box.tsx';
export { joinClassNames } from './joinClassNames.ts';
