export { Grid, GridItem, type GridItemProps, type GridProps } from './Grid';
