import { fn } from 'storybook/test';
import { cards } from '../shared/members.fixtures';
import { SignupScreen } from '../SignupScreen';
import { signupFixture } from '../SignupScreen/SignupScreen.fixtures';
import { landerMemberOf, type LanderMember } from './types';

/** Twelve members as landers show them (portrait placeholders, no network). */
export const landerMembers: LanderMember[] = cards(12).map(landerMemberOf);

/** A member who signed up without a photo. */
export const memberWithoutPhoto: LanderMember = {
  ...landerMemberOf(cards(1, 4)[0]!),
  name: 'Noor',
  photoUrl: null,
  thumbUrl: null,
};

/** As the lander says it (landers.json `ui.noPhoto`). */
export const noPhotoLabel = (name: string) => `${name} has no photo yet`;

/** The signup steps as the site puts them into the signup block. */
export function SignupSlot() {
  return (
    <SignupScreen
      {...signupFixture}
      embedded
      onDraftChange={fn()}
      onStepChange={fn()}
      onPhotoPick={fn()}
      onPhotoRemove={fn()}
      onCreate={fn()}
      onSaveAbout={fn()}
      onResend={fn()}
    />
  );
}

export const company = {
  name: 'Amori B.V.',
  address: 'Keizersgracht 1',
  city: 'Amsterdam',
  country: 'NL',
  kvk: '12345678',
  vat_numbers: ['NL123456789B01'],
};

/**
 * The axe check's parameters for a story with the lander's autoplaying video: its file is the
 * site's (/landers/intro.mp4), which Storybook does not serve, so axe would wait out its preload
 * (10 s) for the video's metadata and then check without any preloaded asset. It preloads the
 * stylesheets alone, which it checks as before.
 */
export const autoplayVideoA11y = { a11y: { options: { preload: { assets: ['cssom'] } } } };
