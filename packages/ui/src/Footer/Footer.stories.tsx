import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';
import { infoLinks } from './Footer.fixtures';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    linksLabel: 'Information',
    links: infoLinks,
    company: (
      <>
        Amori B.V.
        <br />
        Keizersgracht 1, 1015 AA Amsterdam
      </>
    ),
    disclaimer: 'Some profiles on this site are fictional and used for entertainment.',
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Information' }));
    await expect(nav.getAllByRole('link')).toHaveLength(5);
    await expect(nav.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '#privacy');
  },
};

export const Playground: Story = { args: { extra: 'US footer: 18 U.S.C. 2257 Record-Keeping Requirements' } };

/** Compact: members and the installed app get less room around the same content. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveAttribute('data-compact', 'true');
  },
};
