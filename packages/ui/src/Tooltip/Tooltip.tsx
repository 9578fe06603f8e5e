import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import { Focusable } from 'react-aria';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The hint; it describes the trigger (aria-describedby), it does not name it. */
  content: ReactNode;
  /**
   * The trigger: a focusable element that takes a ref and props (the library's Button or
   * IconButton, a native button or link). It keeps its own accessible name.
   */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  /** Hover delay in ms; keyboard focus shows it at once. */
  delay?: number;
}

/** A short hint on hover and keyboard focus (react-aria TooltipTrigger); Escape hides it. */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200}>
      {/* Focusable hands the trigger its focus and hover handlers and a ref. Its type asks for
          a DOM element; the library's buttons pass both through to theirs. */}
      <Focusable>{children as ReactElement<DOMAttributes<Element>, string>}</Focusable>
      <AriaTooltip className={styles.tooltip} placement={placement} offset={8}>
        <OverlayArrow>
          <svg width={10} height={5} viewBox="0 0 10 5" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L5 5 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
