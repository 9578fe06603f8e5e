import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const cities = [
  { value: 'amsterdam', label: 'Amsterdam' },
  { value: 'berlin', label: 'Berlin' },
];

const meta = {
  title: 'Forms/ComboBox/Features',
  component: ComboBox,
  args: { label: 'City', options: cities, buttonLabel: 'Show suggestions', emptyText: 'No city found' },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button opens the whole list. */
export const OpenWithButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show suggestions/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'berlin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('Berlin');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose a city from the list.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'Choose a city from the list.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'المدينة',
    buttonLabel: 'إظهار الاقتراحات',
    options: [
      { value: 'cairo', label: 'القاهرة' },
      { value: 'dubai', label: 'دبي' },
    ],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
