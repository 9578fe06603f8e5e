export { Container, containerWidths, type ContainerProps, type ContainerWidth } from './Container';
