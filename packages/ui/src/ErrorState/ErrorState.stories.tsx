import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: {
    statusCode: 404,
    statusLabel: 'Error 404',
    message: 'This page could not be found',
    action: <ButtonLink href="/">Back to the home page</ButtonLink>,
  },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Error 404' })).toHaveTextContent('404');
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = { args: { statusCode: 500, statusLabel: 'Error 500', message: 'Error' } };
