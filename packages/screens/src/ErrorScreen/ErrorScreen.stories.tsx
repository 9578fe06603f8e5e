import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorScreen, NestedErrorScreen } from './ErrorScreen';
import { messageFixture, notFoundFixture, serverErrorFixture } from './ErrorScreen.fixtures';

const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...notFoundFixture },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Error: Story = {
  args: { ...serverErrorFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec point 2: the message defaults to 'Error' and the status to 500.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('Error 500')).toBeVisible();
    await expect(canvas.getByText('An error occured, please try again later.')).toBeVisible();
  },
};

export const WithMessage: Story = { args: { ...messageFixture } };

/** No status given: 500, and the message 'Error'. */
export const Defaults: Story = {
  args: { status: undefined, message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(canvas.getByText('Error 500')).toBeVisible();
  },
};

export const Nested: Story = {
  render: (args) => <NestedErrorScreen homeHref={args.homeHref} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'An error occurred while showing the error page' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};
