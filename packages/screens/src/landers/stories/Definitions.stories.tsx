import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LANDER_DEFINITIONS } from '../definitions';
import { LanderLayout } from '../LanderLayout';
import { LanderPage, type LanderPageProps } from '../LanderPage';
import { autoplayVideoA11y, company, landerMembers, SignupSlot } from '../landers.fixtures';

/** A definition as the site renders it: the lander layout around the one renderer. */
function Lander(props: Omit<LanderPageProps, 'signup' | 'signupHref'> & { entryWarning?: boolean }) {
  return (
    <LanderLayout
      siteName="Amori"
      company={company}
      entryWarning={props.entryWarning ?? false}
      showUsNotice={false}
    >
      <LanderPage {...props} signupHref="/signup" signup={<SignupSlot />} />
    </LanderLayout>
  );
}

const meta = {
  title: 'Landers/Definitions',
  component: Lander,
  parameters: { layout: 'fullscreen' },
  args: { definition: LANDER_DEFINITIONS['landers-gallery-slug'], members: landerMembers, country: 'NL' },
} satisfies Meta<typeof Lander>;
export default meta;
type Story = StoryObj<typeof meta>;

const featured = { featured: landerMembers[0]!, members: landerMembers.slice(1, 7) };

export const Tinderswipe: Story = { args: { definition: LANDER_DEFINITIONS['landers-tinderswipe'] } };
export const AloneTonight: Story = { args: { definition: LANDER_DEFINITIONS['landers-alonetonight-slug'] } };
/** The `women` slug: other copy and members of the same definition. */
export const AloneTonightWomen: Story = {
  args: { definition: LANDER_DEFINITIONS['landers-alonetonight-slug'], slug: 'women' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Women near you are online tonight',
    );
  },
};
export const CollageLanding: Story = {
  args: { definition: LANDER_DEFINITIONS['landers-collagelanding-slug'] },
};
/** With the entry warning line (NL and DE visitors). */
export const Gallery: Story = {
  args: { entryWarning: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Singles near you' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Amori' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-entry-warning]')).not.toBeNull();
  },
};
export const IconsLanding: Story = { args: { definition: LANDER_DEFINITIONS['landers-iconslanding-slug'] } };
export const MapLanding: Story = {
  args: { definition: LANDER_DEFINITIONS['landers-maplanding-slug'], country: 'DE' },
};
export const SocialNetwork: Story = {
  args: { definition: LANDER_DEFINITIONS['landers-socialnetwork-slug'] },
};
export const TransitionsVideoLanding: Story = {
  args: { definition: LANDER_DEFINITIONS['landers-transitionsvideolanding-slug'] },
  parameters: autoplayVideoA11y,
};
export const Video: Story = { args: { definition: LANDER_DEFINITIONS['landers-video-slug'] } };
export const MemberLanding: Story = {
  args: { definition: LANDER_DEFINITIONS['members-id-landing'], ...featured },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Anna wants to meet you' }),
    ).toBeVisible();
  },
};
export const MemberLanding2: Story = {
  args: { definition: LANDER_DEFINITIONS['members-id-landing2-slug'], ...featured },
};
export const MemberLanding3: Story = {
  args: { definition: LANDER_DEFINITIONS['members-id-landing3-slug'], ...featured },
};
export const MemberSignup: Story = {
  args: { definition: LANDER_DEFINITIONS['members-id-signup'], ...featured },
};
