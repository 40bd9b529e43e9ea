export { KeyFigure, type KeyFigureProps } from './KeyFigure.tsx';
