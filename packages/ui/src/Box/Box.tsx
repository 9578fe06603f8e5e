import { createElement, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '@amori/tokens/sprinkles';

type SprinkleKey = keyof Sprinkles;
export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, SprinkleKey | 'as'>, Sprinkles {
  as?: ElementType;
}

/** A layout primitive: responsive spacing and layout through sprinkles props. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as SprinkleKey)) atoms[key] = value;
    else rest[key] = value;
  }
  const atomClass = sprinkles(atoms as Sprinkles);
  return createElement(as, { ...rest, className: className ? `${atomClass} ${className}` : atomClass });
}
