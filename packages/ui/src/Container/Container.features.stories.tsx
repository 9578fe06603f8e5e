import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from './Container';

const block = (text: string) => <p style={{ background: '#f5f3f0', margin: 0, padding: 16 }}>{text}</p>;

const meta = {
  title: 'Layout/Container/Features',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Widths: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Container width="narrow">{block('narrow')}</Container>
      <Container width="medium">{block('medium')}</Container>
      <Container width="wide">{block('wide')}</Container>
      <Container width="full">{block('full')}</Container>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widthOf = (t: string) => within(canvasElement).getByText(t).getBoundingClientRect().width;
    await expect(widthOf('narrow')).toBeLessThan(widthOf('medium'));
    await expect(widthOf('medium')).toBeLessThan(widthOf('wide'));
  },
};

export const RightToLeft: Story = {
  args: { children: block('محتوى في المنتصف') },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        {Story()}
      </div>
    ),
  ],
};
