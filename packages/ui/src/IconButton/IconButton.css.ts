import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';
// Imported first so these rules come later in the stylesheet and win over the button padding.
import './../Button/Button.css';

const square = (px: string, fontSize: string) => ({
  width: px,
  minWidth: px,
  height: px,
  minHeight: px,
  padding: 0,
  paddingInline: 0,
  fontSize,
});

export const size = styleVariants({
  small: square('32px', vars.text.medium.fontSize),
  medium: square('44px', vars.text.large.fontSize),
  large: square('52px', vars.text.xlarge.fontSize),
});

export const icon = style({ display: 'inline-flex' });
