import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@amori/tokens';

/** The statements on the notifications page: a section as the settings' others. */
export { heading, section } from '../SettingsScreen/SettingsScreen.css';

/** A statement: its title, texts and appeal, kept together. */
export const statement = style({ display: 'grid', gap: vars.space.small });
globalStyle(`${statement} p`, { margin: 0 });
export const statementTitle = style({
  margin: 0,
  fontSize: vars.text.medium.fontSize,
  lineHeight: vars.text.medium.lineHeight,
});
export const list = style({
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const buttons = style({ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap' });
