// Story helper: drags an element horizontally with pointer events, as a mouse or finger would
// (user-event cannot move a pointer in steps that motion's drag recognises).
export async function pointerDrag(el: Element, dx: number, steps = 10): Promise<void> {
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const fire = (type: string, px: number) =>
    el.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: px,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        isPrimary: true,
      }),
    );
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  fire('pointerdown', x);
  for (let step = 1; step <= steps; step++) {
    fire('pointermove', x + (dx * step) / steps);
    await frame();
  }
  fire('pointerup', x + dx);
  await frame();
}
