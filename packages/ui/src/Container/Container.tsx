import { createElement, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['narrow', 'medium', 'wide', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** `wide` is the grid's max width (1140 px); `narrow` suits forms, `medium` text. */
  width?: ContainerWidth;
  as?: ElementType;
}

/** Centres content at the grid's max width with the gutter on both sides. */
export function Container({ width = 'wide', as = 'div', className, ...props }: ContainerProps) {
  const cls = styles.widths[width];
  return createElement(as, {
    ...props,
    className: className ? `${cls} ${className}` : cls,
    'data-width': width,
  });
}
