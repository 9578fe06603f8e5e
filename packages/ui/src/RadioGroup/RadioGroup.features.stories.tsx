import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'woman', label: 'Woman' },
  { value: 'man', label: 'Man' },
  { value: 'couple', label: 'Couple', isDisabled: true },
];

const meta = {
  title: 'Forms/RadioGroup/Features',
  component: RadioGroup,
  args: { label: 'I am looking for', options },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'woman' } };

export const WithError: Story = {
  args: { errorMessage: 'Choose who you are looking for.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription('Choose who you are looking for.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'man' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: {
    label: 'أبحث عن',
    options: [
      { value: 'woman', label: 'امرأة' },
      { value: 'man', label: 'رجل' },
    ],
    orientation: 'horizontal',
    defaultValue: 'woman',
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
