import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { rtlDecorator } from '../docs/rtl';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState/Features',
  component: ErrorState,
  args: { statusCode: 500, statusLabel: 'Error 500', message: 'Error' },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};
export const NotFound: Story = {
  args: {
    statusCode: 404,
    statusLabel: 'Error 404',
    message: 'This page could not be found',
    action: <ButtonLink href="/">Back to the home page</ButtonLink>,
  },
};

/** A list that failed to load: announced, with a retry button reached by keyboard. */
export const LoadFailedWithRetry: Story = {
  args: {
    statusCode: undefined,
    message: 'Your chats could not be loaded',
    details: 'Check your connection and try again.',
    headingLevel: 2,
    announce: true,
    action: <Button onPress={fn()}>Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your chats could not be loaded');
    await expect(canvas.queryByRole('img')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
  },
};

export const NestedError: Story = {
  args: {
    statusCode: 500,
    message: 'An error occurred while showing the error page',
    action: <ButtonLink href="/">Go back home</ButtonLink>,
  },
};

export const LongText: Story = {
  args: {
    message: 'Too many incorrect attempts: your account is blocked for 15 minutes for your own safety',
    details: 'If you forgot your password, you can reset it with the link in the login form. '.repeat(3),
  },
};

export const RightToLeft: Story = {
  args: {
    statusCode: 404,
    statusLabel: 'خطأ 404',
    message: 'تعذر العثور على هذه الصفحة',
    action: <ButtonLink href="/">العودة إلى الصفحة الرئيسية</ButtonLink>,
  },
  decorators: [rtlDecorator],
};
