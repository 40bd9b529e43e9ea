export { Container, type ContainerProps, type ContainerWidth } from './Container.tsx';
export { CONTAINER_WIDTHS } from './Container.css.ts';
