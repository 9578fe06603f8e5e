import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Size in px (square); defaults to 1em so icons follow the text size. */
  size?: number | string;
  /** Accessible name; without one the icon is decorative and hidden from screen readers. */
  title?: string;
}

/**
 * Makes a 24×24 stroke icon from path data. Each icon is its own export, so a bundler keeps
 * only the icons a page uses.
 */
export function createIcon(
  displayName: string,
  paths: readonly string[],
  options: { filled?: boolean } = {},
) {
  function Icon({ size = '1em', title, ...props }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={options.filled ? 'currentColor' : 'none'}
        stroke={options.filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        aria-label={title}
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
