import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProfileFacts } from './ProfileFacts';

const meta = {
  title: 'Members/ProfileFacts/Features',
  component: ProfileFacts,
  args: { facts: [{ label: 'Canton', value: 'Zürich' }], emptyText: 'Nothing filled in yet' },
} satisfies Meta<typeof ProfileFacts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { facts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing filled in yet')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    facts: [
      {
        label: 'Beziehungsstatus und Lebenssituation',
        value: 'Geschieden, zwei erwachsene Kinder, wohnt allein',
      },
      {
        label: 'Über mich',
        value: 'Ich wandere gern, koche leidenschaftlich italienisch und suche jemanden für lange Gespräche.',
      },
    ],
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <ProfileFacts
        {...args}
        facts={[
          { label: 'العمر', value: '29' },
          { label: 'المدينة', value: 'دبي' },
        ]}
      />
    </div>
  ),
};
