export { Box, BOX_ELEMENTS, type BoxProps, type BoxElement } from './Box.tsx';
export { joinClassNames } from './joinClassNames.ts';
