import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Select } from './Select';

const countries = [
  { value: 'NL', label: 'Netherlands' },
  { value: 'BE', label: 'Belgium' },
  { value: 'DE', label: 'Germany', isDisabled: true },
];

const meta = {
  title: 'Forms/Select/Features',
  component: Select,
  args: { label: 'Country', placeholder: 'Choose a country', options: countries },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Selected: Story = {
  args: { defaultValue: 'BE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Country/ })).toHaveTextContent('Belgium');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose your country.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Choose your country.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Country/ })).toBeDisabled();
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
    defaultValue: 'NL',
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
