// Story helper: drags an element horizontally with pointer events, as a mouse or finger would
// (user-event cannot move a pointer in steps that motion's drag recognises).
import { waitFor } from 'storybook/test';

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function pointer(el: Element) {
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const fire = (type: string, dx: number) =>
    el.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: x + dx,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        isPrimary: true,
      }),
    );
  return fire;
}

export async function pointerDrag(el: Element, dx: number, steps = 10): Promise<void> {
  const fire = pointer(el);
  fire('pointerdown', 0);
  for (let step = 1; step <= steps; step++) {
    fire('pointermove', (dx * step) / steps);
    await frame();
  }
  fire('pointerup', dx);
  await frame();
}

/**
 * Waits until motion's drag listens on `el`: a short press and move shifts it sideways (a
 * drag's transform), where before its features have arrived and mounted nothing moves. A play
 * that drags without it may drag too early, and a check that a drag did nothing then proves
 * nothing.
 */
export async function untilDraggable(el: Element): Promise<void> {
  await waitFor(async () => {
    const fire = pointer(el);
    // Past motion's 3 px start, and slow: the release is no swipe.
    fire('pointerdown', 0);
    await frame();
    fire('pointermove', 4);
    await frame();
    await frame();
    const shift = new DOMMatrix(getComputedStyle(el).transform).m41;
    fire('pointerup', 4);
    await frame();
    if (shift === 0) throw new Error('the element does not follow a drag yet');
  });
}
