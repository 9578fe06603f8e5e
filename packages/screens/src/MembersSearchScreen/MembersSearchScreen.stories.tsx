import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { card, cards } from '../shared/members.fixtures';
import { MembersSearchScreen } from './MembersSearchScreen';
import { searchFixture } from './MembersSearchScreen.fixtures';

const meta = {
  title: 'Screens/MembersSearch',
  component: MembersSearchScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...searchFixture, onSearch: fn(), onLoadMore: fn(), onRetry: fn() },
} satisfies Meta<typeof MembersSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member searches: the filters go out as one search, the province list follows the country. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('347 members found');
    await expect(canvas.getByRole('list', { name: 'Members found' }).children).toHaveLength(20);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'Utrecht');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From age' }), '25');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To age' }), '35');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      gender: 'female',
      country: 'NL',
      countryregion: 2,
      min_age: 25,
      max_age: 35,
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'DE');
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Anywhere');
  },
};

/**
 * Members without a photo: listed after those with one (the search orders each load so), each
 * with the photo placeholder, the size of a photo, and named as having none.
 */
export const WithoutPhotos: Story = {
  args: {
    profiles: [
      ...cards(4),
      card(4, { name: 'Noor', main_image: null, photo_count: 0 }),
      card(5, { name: 'Eva', main_image: null, photo_count: 0 }),
    ],
    numResults: 6,
    hasMore: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Members found' });
    const tiles = within(list).getAllByRole('link');
    await expect(tiles[0]!.querySelector('img')).not.toBeNull();
    await expect(within(list).getByRole('img', { name: 'Noor has no photo yet' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: /Eva has no photo yet/ })).toBeVisible();
    // As tall as a photo in the same row.
    const photo = tiles[0]!.querySelector('img')!.getBoundingClientRect();
    const placeholder = within(list)
      .getByRole('img', { name: 'Noor has no photo yet' })
      .getBoundingClientRect();
    await expect(Math.round(placeholder.height)).toBe(Math.round(photo.height));
  },
};

export const LoadMore: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more members' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };
export const LoadMoreFailed: Story = {
  args: { loadMoreFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'More members could not be loaded',
    );
  },
};
export const Loading: Story = { args: { status: 'loading', profiles: [], numResults: null } };
export const Error: Story = {
  args: { status: 'error', profiles: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { profiles: [], numResults: 0, hasMore: false } };
/** More than 1,000 match: the count says so (decisions.md), with the locale's digit grouping. */
export const ManyResults: Story = {
  args: { numResults: 1000, numResultsCapped: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1,000+ members found');
  },
};

/** Fewer than 20 found: similar members, saying what was widened. */
export const SimilarResults: Story = {
  args: {
    filters: { ...searchFixture.filters, countryregion: 2, min_age: 30, max_age: 32 },
    profiles: cards(3),
    numResults: 3,
    hasMore: false,
    similar: cards(12, 3),
    widened: ['region', 'age'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Similar members' })).toBeVisible();
    await expect(canvas.getByText('From other regions nearby and with a wider age range.')).toBeVisible();
  },
};

export const LoggedOut: Story = {
  args: { signupHref: '/signup' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  },
};

export const CamProfiles: Story = {
  args: {
    profiles: [...cards(2), { ...cards(1, 5)[0]!, kind: 'cam' }, { ...cards(1, 6)[0]!, kind: 'resell' }],
  },
};
