import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadSignupSteps, SignupScreen, type SignupDraft, type SignupScreenProps } from './SignupScreen';
import { filledDraft, signupFixture } from './SignupScreen.fixtures';

/** The screen with its draft kept in state, as the site keeps it. */
function Stateful(props: SignupScreenProps) {
  const [draft, setDraft] = useState<SignupDraft>(props.draft);
  return (
    <SignupScreen
      {...props}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        props.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Signup',
  component: SignupScreen,
  parameters: { layout: 'fullscreen' },
  // The later steps' code loads on demand; the stories show the steps themselves.
  loaders: [loadSignupSteps],
  render: (args) => <Stateful {...args} />,
  args: {
    ...signupFixture,
    onDraftChange: fn(),
    onStepChange: fn(),
    onPhotoPick: fn(),
    onPhotoRemove: fn(),
    onCreate: fn(),
    onSaveAbout: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof SignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: the first message is required. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Please fill in this field.')).toBeVisible();
    await expect(args.onStepChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Your message'), 'Hello there');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onStepChange).toHaveBeenCalledWith('photo');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ signup_message: 'Hello there' }),
    );
  },
};

/** The screen with its step kept in state too: a step moves on as the site moves it. */
function Stepping(props: SignupScreenProps) {
  const [step, setStep] = useState(props.step);
  return (
    <Stateful
      {...props}
      step={step}
      onStepChange={(next, skipped) => {
        setStep(next);
        props.onStepChange(next, skipped);
      }}
    />
  );
}

/**
 * With the keyboard: each new step takes the focus to its title (the button pressed went with
 * the old step), and Tab goes on from there into the new step.
 */
export const KeyboardSteps: Story = {
  render: (args) => <Stepping {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Your message')).toHaveFocus();
    await userEvent.keyboard('Hello there');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Add a profile photo' })).toHaveFocus());
    const skip = canvas.getByRole('button', { name: 'Skip for now' });
    for (let i = 0; i < 6 && document.activeElement !== skip; i++) await userEvent.tab();
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Where do you live?' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByLabelText('Country')).toHaveFocus();
  },
};

/** From a member's profile (`/members/{id}/signup`): the message goes to them. */
export const ToAMember: Story = {
  args: { target: { name: 'Sophie' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Write Sophie a message' }),
    ).toBeVisible();
  },
};

export const Photo: Story = {
  args: { step: 'photo', draft: filledDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('location', true);
  },
};

export const PhotoChosen: Story = {
  args: {
    step: 'photo',
    draft: filledDraft,
    photo: {
      file: new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
      url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Profile photo' })).toBeVisible();
  },
};

const chosenPhoto = {
  file: new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
  url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
};
const completeSteps = ['photo', 'location', 'about'] as const;

/** `/complete-signup`: the photo uploading, its progress shown, the buttons waiting. */
export const PhotoUploading: Story = {
  args: {
    steps: completeSteps,
    step: 'photo',
    draft: filledDraft,
    photo: { ...chosenPhoto, progress: 40 },
    status: 'submitting',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading me.jpg' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The upload was refused: why, above the form. */
export const PhotoUploadFailed: Story = {
  args: {
    steps: completeSteps,
    step: 'photo',
    draft: filledDraft,
    photo: chosenPhoto,
    error: { code: 'unsupported_media_type' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This file is not a photo we can use. Choose a JPEG, PNG, WebP or AVIF photo.',
    );
  },
};

export const LocationSaveFailed: Story = {
  args: { steps: completeSteps, step: 'location', draft: filledDraft, error: { code: 'network_error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occured, please try again later.',
    );
  },
};

export const Location: Story = {
  args: { step: 'location', draft: filledDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'BE');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'BE', region_id: null }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('personal');
  },
};

/** Step 3: every rule of spec point 5, checked as the visitor sends the form. */
export const PersonalInfoRules: Story = {
  args: { step: 'personal', draft: { ...filledDraft, name: 'anna@example.com', date_of_birth: null } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/At least 10 characters/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Username may not be the same as your e-mail address')).toBeVisible();
    await expect(canvas.getByText('Enter your date of birth (18+)')).toBeVisible();
    await expect(canvas.getByText('This password is too common; choose another.')).toBeVisible();
    const name = canvas.getByLabelText('Username');
    await userEvent.clear(name);
    await userEvent.type(name, '@anna');
    await expect(canvas.getByText('Username may not start with @')).toBeVisible();
    const email = canvas.getByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@');
    await expect(canvas.getByText('Invalid email')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/**
 * The last required step; the terms and the privacy policy it accepts are links, opened in a new
 * tab so what was typed here stays.
 */
export const PersonalInfo: Story = {
  args: { step: 'personal', draft: filledDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      ['terms (opens in a new tab)', '/pages/terms'],
      ['privacy policy (opens in a new tab)', '/pages/privacy'],
    ] as const) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'blue meadow river');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onCreate).toHaveBeenCalledWith('blue meadow river');
  },
};

/** Too young: the field says the minimum age, and the popup 'Invalid date of birth.' opens. */
export const InvalidDateOfBirth: Story = {
  args: { step: 'personal', draft: { ...filledDraft, date_of_birth: '2015-01-01' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'blue meadow river');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // The popup: found by its name (it opens with an animation, so not asserted visible mid-way).
    const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Invalid date of birth.',
    });
    await userEvent.click(within(popup).getAllByRole('button', { name: 'OK' })[0]!);
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText('Enter your date of birth (18+)')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { step: 'about', draft: filledDraft, status: 'submitting' } };

export const EmailTaken: Story = {
  args: { step: 'personal', draft: filledDraft, error: { code: 'email_taken' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This email address already owns an account on this website.'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  args: { step: 'personal', draft: filledDraft, error: { code: 'network_error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'An error occured, please try again later.',
    );
  },
};

/** The last step: the account is made with it; Back returns to the personal step, like every step's. */
export const AboutMe: Story = {
  args: { step: 'about', draft: filledDraft },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('personal');
    await userEvent.type(canvas.getByLabelText('About me'), 'I like hiking.');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(args.onSaveAbout).toHaveBeenCalledWith('I like hiking.');
  },
};

export const CheckYourInbox: Story = {
  args: { step: 'inbox', draft: filledDraft, skipped: ['photo'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByText(/We sent an e-mail to anna@example.com/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the e-mail again' }));
    await expect(args.onResend).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Complete my profile' })).toHaveAttribute(
      'href',
      '/complete-signup',
    );
  },
};

export const Resent: Story = { args: { step: 'inbox', draft: filledDraft, resendStatus: 'sent' } };

export const InviteOnly: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Signing up is by invitation only at the moment.'),
    ).toBeVisible();
  },
};

/** Inside the signup modal. */
export const Embedded: Story = { args: { embedded: true } };

/** `/complete-signup`: the steps skipped at signup (photo, location, about me). */
export const CompleteSignup: Story = {
  args: {
    steps: ['photo', 'location', 'about'],
    step: 'location',
    draft: filledDraft,
    title: 'Complete your profile',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('about');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenCalledWith('photo');
  },
};
