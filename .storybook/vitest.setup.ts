// Visual review in the story tests: after each story has rendered, played and passed its axe
// check, its picture is compared with the committed baseline (docs/development.md, "Visual
// review"). One shot per story, of the part of the page the story drew, so a baseline stays small
// and a run stays cheap.
import { afterEach, beforeAll, expect, inject, vi } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** VISUAL_REVIEW=1: compare each story's picture with its baseline (vitest.config.ts). */
    visualReview: boolean;
  }
}

// One fixed "now" for every story, near the fixtures' dates, so a calendar's month, an age or a
// relative date draws the same on any day, and a countdown shows the same figures in every shot.
// Date alone stands still: timers stay real, and a story that moves time installs the story clock
// (packages/ui/src/internal/storyClock.ts) on top.
vi.setSystemTime(new Date('2026-06-03T12:00:00Z'));

/** The story tag that leaves a story out of the visual review; say why next to the tag. */
const NO_VISUAL_TAG = 'no-visual';

// Room around the drawn content for focus rings and shadows that paint outside an element's box.
const MARGIN = 8;

/**
 * An invisible box over what the story drew: its root and anything it portalled to the body (a
 * dialog, a toast, a popover), from the top of the page to the lowest painted box. Playwright's
 * element shot is a clip of the page, so shooting this box shoots what lies under it.
 */
function frameStory(): HTMLElement {
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom + window.scrollY);
  }
  // Never below the page: a dialog that covers the window ends at the window's edge.
  const pageBottom = Math.max(document.documentElement.scrollHeight, window.innerHeight);
  const height = Math.min(Math.ceil(bottom) + MARGIN, pageBottom);
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.visualFrame = '';
  Object.assign(frame.style, {
    position: 'absolute',
    left: '0',
    top: '0',
    width: `${document.documentElement.clientWidth}px`,
    height: `${Math.max(1, height)}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}

// What @storybook/addon-vitest leaves on a story's test: the composed story and its id.
interface StoryTest {
  story?: { tags: readonly string[] };
  task: { meta: { storyId?: string } };
}

// The self-hosted font is `font-display: optional`: a page whose font arrives late draws with the
// fallback for as long as it lives, which a busy machine hits at random, so a shot's text would
// depend on the load. Loaded before any story draws, both subsets (Latin and Latin Extended) are
// always there.
beforeAll(async () => {
  if (!inject('visualReview')) return;
  await document.fonts.load("16px 'Inter Variable'", 'aą');
  if (!document.fonts.check("16px 'Inter Variable'", 'aą')) throw new Error('Inter Variable did not load');
});

afterEach(async (context) => {
  if (!inject('visualReview')) return;
  const { story, task } = context as typeof context & StoryTest;
  // Not a story, a story the run skipped, or one that failed already (its own error is the news).
  if (!story || task.mode !== 'run' || task.result?.state === 'fail') return;
  if (story.tags.includes(NO_VISUAL_TAG)) return;
  // The self-hosted font, not a fallback, in every shot.
  await document.fonts.ready;
  // Every picture drawn: a lazy image below the window would load between two shots.
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  // A video shows its poster, not whichever frame an autoplay reached.
  for (const video of document.querySelectorAll('video')) {
    video.autoplay = false;
    video.load();
  }
  const frame = frameStory();
  try {
    // Asserted once, not polled: a changed story fails at once, its diff named in the error.
    await expect.element(frame, { timeout: 1 }).toMatchScreenshot(task.meta.storyId ?? task.name);
  } finally {
    frame.remove();
  }
});
