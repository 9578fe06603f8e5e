import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EntryWarning } from './EntryWarning';
import { SiteEntryModal } from './SiteEntryModal';

const meta = {
  title: 'Screens/SiteEntryModal',
  component: SiteEntryModal,
  parameters: { layout: 'fullscreen' },
  args: {
    onAccept: fn(),
    leaveHref: 'https://www.google.com/',
    formAction: '/site-entry',
    returnTo: '/pages/faq?country=BE',
  },
} satisfies Meta<typeof SiteEntryModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Adults only' });
    await expect(within(dialog).getByRole('button', { name: 'I am 18 or older, enter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

/** Leaving is a plain link off the site, so it works before the page's scripts run too. */
export const Leave: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Adults only' });
    await expect(within(dialog).getByRole('link', { name: 'Leave' })).toHaveAttribute(
      'href',
      'https://www.google.com/',
    );
  },
};

/** Tab and Shift+Tab go round the two choices: focus never leaves the warning for the page behind it. */
export const KeepsFocusInside: Story = {
  render: (args) => (
    <>
      <a href="#behind">A link behind the warning</a>
      <SiteEntryModal {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Adults only' });
    const enter = within(dialog).getByRole('button', { name: 'I am 18 or older, enter' });
    const leave = within(dialog).getByRole('link', { name: 'Leave' });
    await expect(enter).toHaveFocus();
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.tab();
    await expect(enter).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(leave).toHaveFocus();
    // Focus put behind the warning comes back into it.
    within(canvasElement).getByRole('link', { name: 'A link behind the warning' }).focus();
    await expect(enter).toHaveFocus();
  },
};

/**
 * Before the page's scripts run, entering is a plain form: it posts the page to come back to, and
 * the server sets the same cookie.
 */
export const WorksWithoutScripts: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/site-entry');
    await expect(form.querySelector('input[type="hidden"][name="redirect"]')).toHaveValue(
      '/pages/faq?country=BE',
    );
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Adults only' });
    await expect(within(dialog).getByRole('button', { name: 'I am 18 or older, enter' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

/** Accepted: focus goes back to where it was before, else to the page's main landmark. */
export const ReturnsFocus: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <main id="story-main" tabIndex={-1}>
          <p>The page</p>
        </main>
        {open ? (
          <SiteEntryModal
            {...args}
            fallbackFocusId="story-main"
            onAccept={() => {
              args.onAccept();
              setOpen(false);
            }}
          />
        ) : null}
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const EntryWarningLine: Story = {
  render: () => <EntryWarning />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/at least 18 years old/)).toBeVisible();
  },
};
