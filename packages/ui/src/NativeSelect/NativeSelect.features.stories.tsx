import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

const countries = [
  { value: 'NL', label: 'Netherlands' },
  { value: 'BE', label: 'Belgium' },
  { value: 'DE', label: 'Germany', isDisabled: true },
];

const meta = {
  title: 'Forms/NativeSelect/Features',
  component: NativeSelect,
  args: { label: 'Country', options: countries },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a placeholder the first option is chosen, as a plain select does. */
export const NoPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
  },
};

function Controlled(args: NativeSelectProps) {
  const [value, setValue] = useState('NL');
  return (
    <>
      <NativeSelect {...args} value={value} onChange={setValue} />
      <output>Chosen: {value}</output>
    </>
  );
}

/** Controlled: the value comes from the caller, a disabled option cannot be chosen. */
export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.selectOptions(select, 'BE');
    await expect(canvas.getByText('Chosen: BE')).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Germany' })).toBeDisabled();
  },
};

/** The error marks the select invalid, describes it, and is announced (a live region). */
export const WithError: Story = {
  args: { errorMessage: 'Choose your country.', description: 'Where you live' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Where you live Choose your country.');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Choose your country.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Country' })).toBeRequired();
  },
};

export const LongText: Story = {
  args: {
    options: [{ value: 'x', label: 'The United Kingdom of Great Britain and Northern Ireland' }],
    defaultValue: 'x',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const RightToLeft: Story = {
  args: {
    label: 'البلد',
    options: [
      { value: 'NL', label: 'هولندا' },
      { value: 'BE', label: 'بلجيكا' },
    ],
    defaultValue: 'BE',
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
