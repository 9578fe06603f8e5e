import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormError } from './FormError';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { children: 'Wrong e-mail address or password.' },
} satisfies Meta<typeof FormError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Wrong e-mail address or password.',
    );
  },
};

export const Playground: Story = { args: { children: 'Something went wrong. Try again.' } };
