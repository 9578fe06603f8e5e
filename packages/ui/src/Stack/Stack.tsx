import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Sprinkles } from '@amori/tokens/sprinkles';
import { Box } from '../Box';
import * as styles from './Stack.css';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  children?: ReactNode;
  /** Space between items (a token name; responsive: `{ mobile: 'small', md: 'large' }`). */
  gap?: Sprinkles['gap'];
  /** `column` (default) or `row`; responsive, e.g. `{ mobile: 'column', md: 'row' }`. */
  direction?: Sprinkles['flexDirection'];
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
  wrap?: boolean;
  as?: ElementType;
}

/** Lays children out in a column or row with a token gap. */
export function Stack({
  gap = 'medium',
  direction = 'column',
  align,
  justify,
  wrap,
  className,
  ...props
}: StackProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : undefined}
      className={className ? `${styles.stack} ${className}` : styles.stack}
    />
  );
}
