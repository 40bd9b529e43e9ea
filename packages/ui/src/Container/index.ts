export { CONTAINER_WIDTHS } from './Container.css.ts';
export { Container, type ContainerProps, type ContainerWidth } from './Container.tsx';
