import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Buttons/ButtonLink',
  component: ButtonLink,
  args: { href: '/credits', children: 'Get Premium' },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without an injected router link it is a plain anchor. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Get Premium' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/credits');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'large' } };
