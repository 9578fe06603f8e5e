import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <p style={{ background: '#f5f3f0', margin: 0, padding: 16 }}>Content centred on the grid</p>,
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Content centred on the grid');
    await expect(text.parentElement).toHaveAttribute('data-width', 'wide');
    await expect(getComputedStyle(text.parentElement!).maxWidth).toBe('1140px');
  },
};

export const Playground: Story = { args: { width: 'narrow', as: 'main' } };
