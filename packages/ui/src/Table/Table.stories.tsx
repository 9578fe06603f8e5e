import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Table } from './Table';

const reports = [
  { reason: 'Looks under 18', member: 'Hanna', by: 'visitor@example.org', at: '29 Nov 2026, 03:47' },
  { reason: 'Scam or asks for money', member: 'Janneke', by: 'Free Demo', at: '29 Nov 2026, 00:47' },
  { reason: 'Fake profile', member: 'Eline80', by: 'Premium Demo', at: '27 Nov 2026, 23:47' },
];

const meta = {
  title: 'Data/Table',
  component: Table,
  args: {
    caption: '3 open reports, the most urgent first',
    headers: ['Reason', 'Member', 'Reported by', 'Reported'],
    children: reports.map((r) => (
      <tr key={r.member}>
        <td>
          <a href={`#${r.member}`}>{r.reason}</a>
        </td>
        <td>{r.member}</td>
        <td>{r.by}</td>
        <td>{r.at}</td>
      </tr>
    )),
  },
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Column headings, then a row per record; the caption names the table and its scroll area. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '3 open reports, the most urgent first' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(canvasElement).getByRole('region', { name: /3 open reports/ })).toBeVisible();
  },
};

/** Rows headed by their own label and a column of figures, aligned on the last digit. */
export const Counts: Story = {
  args: {
    caption: 'Reports by reason',
    headers: undefined,
    numericColumns: [1],
    children: [
      ['Fake profile', 12],
      ['Scam or asks for money', 7],
      ['Total', 19],
    ].map(([label, count]) => (
      <tr key={label}>
        <th scope="row">{label}</th>
        <td data-numeric>{count}</td>
      </tr>
    )),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Reports by reason' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    await expect(within(table).getByText('19')).toHaveStyle({ textAlign: 'end' });
  },
};

/**
 * On a phone a wide table scrolls inside its box, not the page; a keyboard reaches the box with
 * Tab and scrolls it with the arrow keys.
 */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /3 open reports/ });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A heading above says what the table holds: the caption is for screen readers only. */
export const HiddenCaption: Story = {
  args: { showCaption: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '3 open reports, the most urgent first' });
    const caption = table.querySelector('caption')!;
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
