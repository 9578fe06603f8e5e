import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { AgeRangeSlider } from './AgeRangeSlider';

const meta = {
  title: 'Forms/AgeRangeSlider/Features',
  component: AgeRangeSlider,
  args: { label: 'Age', thumbLabels: ['Minimum age', 'Maximum age'], defaultValue: [30, 45] },
} satisfies Meta<typeof AgeRangeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thumb cannot pass the other: the minimum stops at the maximum. */
export const ThumbsDoNotCross: Story = {
  args: { defaultValue: [40, 42] },
  play: async ({ canvasElement }) => {
    const min = within(canvasElement).getByRole('slider', { name: /Minimum age/ });
    await userEvent.click(min);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(min).toHaveValue('42');
  },
};

export const FullRange: Story = { args: { defaultValue: [18, 99] } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const s of within(canvasElement).getAllByRole('slider')) await expect(s).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  args: { label: 'العمر', thumbLabels: ['الحد الأدنى للعمر', 'الحد الأقصى للعمر'] },
  decorators: [
    (Story) => (
      <I18nProvider locale="ar">
        <div dir="rtl" lang="ar">
          {Story()}
        </div>
      </I18nProvider>
    ),
  ],
};
