export { Grid, type GridProps, type GridColumns } from './Grid.tsx';
export { GRID_COLUMNS } from './Grid.css.ts';
