import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Sprinkles } from '@amori/tokens/sprinkles';
import { Box } from '../Box';
import * as styles from './Grid.css';

export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  children?: ReactNode;
  as?: ElementType;
}

/** The 12-column grid with the token gutter. Place children with `GridItem span`. */
export function Grid({ className, ...props }: GridProps) {
  return <Box {...props} className={className ? `${styles.grid} ${className}` : styles.grid} />;
}

export interface GridItemProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  children?: ReactNode;
  /** Columns out of 12, responsive: `{ mobile: 12, md: 6, lg: 4 }`. Full width by default. */
  span?: Sprinkles['gridColumn'];
  as?: ElementType;
}

export function GridItem({ span = 12, className, ...props }: GridItemProps) {
  return (
    <Box {...props} gridColumn={span} className={className ? `${styles.item} ${className}` : styles.item} />
  );
}
