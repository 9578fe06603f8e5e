import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComplaintsScreen } from './ComplaintsScreen';
import { complaintsFixture, complaintValuesFixture as v } from './ComplaintsScreen.fixtures';

const meta = {
  title: 'Screens/Complaints',
  component: ComplaintsScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...complaintsFixture, onSubmit: fn() },
} satisfies Meta<typeof ComplaintsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your name'), v.name);
    await userEvent.type(canvas.getByLabelText('E-mail address'), v.email);
    // The platform's own select (the phone's native picker).
    const kind = canvas.getByRole('combobox', { name: 'What is it about?' });
    await expect(kind).toHaveDisplayValue('Content on the site');
    await userEvent.selectOptions(kind, 'Payment and credits');
    await expect(kind).toHaveDisplayValue('Payment and credits');
    await userEvent.type(canvas.getByLabelText('Subject'), v.subject);
    await userEvent.type(canvas.getByLabelText('Your complaint'), v.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(v);
  },
};

/** After the form: how a complaint is handled, and by which company. */
export const Procedure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'What happens next' });
    await expect(heading).toBeVisible();
    await expect(within(heading.parentElement!).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      canvas.getByText(
        /Complaints are handled by Amori Media B\.V\., Herengracht 100, Amsterdam, Netherlands\.$/,
      ),
    ).toBeVisible();
  },
};

/** While the company info loads: the procedure without the company's line. */
export const ProcedureWithoutCompany: Story = {
  args: { company: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
    await expect(canvas.queryByText(/Complaints are handled by/)).toBeNull();
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(canvas.getByText('Invalid email')).toBeVisible();
    await expect(canvas.queryByText('An error occured, please try again later.')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'submitting' } };
export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occured, please try again later.',
    );
  },
};

/** A form sent before the page's scripts ran that failed: it comes back with the error and what was typed. */
export const CameBackWithError: Story = {
  args: { status: 'error', defaultValues: { ...v, kind: 'billing' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveValue(v.name);
    await expect(canvas.getByRole('combobox', { name: 'What is it about?' })).toHaveDisplayValue(
      'Payment and credits',
    );
    await expect(canvas.getByLabelText('Your complaint')).toHaveValue(v.message);
    // Sent again as it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...v, kind: 'billing' });
  },
};

/** Came back refused for a bad field: the field says what is wrong, nothing typed is lost. */
export const CameBackWithBadEmail: Story = {
  args: { status: 'error', defaultValues: { ...v, email: 'not-an-email' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid email')).toBeVisible();
    await expect(canvas.queryByText('An error occured, please try again later.')).toBeNull();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('not-an-email');
    await expect(canvas.getByLabelText('Your complaint')).toHaveValue(v.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
