export { GRID_COLUMNS } from './Grid.css.ts';
export { Grid, type GridColumns, type GridProps } from './Grid.tsx';
