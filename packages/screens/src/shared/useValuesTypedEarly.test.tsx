import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useValuesTypedEarly } from './useValuesTypedEarly';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  name: string;
  kind: string;
}

/** A controlled form like the screens' (text, a select), plus a field nobody touches. */
function Form({ onSubmit, render }: { onSubmit: (sent: Sent) => void; render: number }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState('a');
  const ref = useValuesTypedEarly((typed) => {
    if (typed.name !== undefined) setName(typed.name);
    if (typed.kind !== undefined) setKind(typed.kind);
  });
  return (
    <form
      ref={ref}
      data-render={render}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name, kind });
      }}
    >
      <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <select name="kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <input name="untouched" defaultValue="as served" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useValuesTypedEarly', () => {
  it('keeps what was typed before hydration, through later renders, and sends it', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} render={0} />);
    // The visitor types and chooses before the page's scripts run.
    container.querySelector<HTMLInputElement>('input[name=name]')!.value = 'typed early';
    container.querySelector<HTMLSelectElement>('select')!.value = 'b';

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Form onSubmit={onSubmit} render={0} />);
    });
    // A later render writes the state's values into the fields.
    await act(async () => root.render(<Form onSubmit={onSubmit} render={1} />));

    expect(container.querySelector<HTMLInputElement>('input[name=name]')!.value).toBe('typed early');
    expect(container.querySelector<HTMLSelectElement>('select')!.value).toBe('b');
    await act(async () => container.querySelector('button')!.click());
    expect(onSubmit).toHaveBeenCalledWith({ name: 'typed early', kind: 'b' });
    await act(async () => root.unmount());
    container.remove();
  });
});
