import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoBar } from './LogoBar';

const meta = {
  title: 'Screens/LogoBar',
  component: LogoBar,
  parameters: { layout: 'fullscreen' },
  args: { siteName: 'Amori' },
} satisfies Meta<typeof LogoBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The top of the empty layout's pages (signup, password reset, ...): the site's name leads home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = within(canvas.getByRole('banner')).getByRole('link', { name: 'Amori home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveTextContent('Amori');
  },
};
