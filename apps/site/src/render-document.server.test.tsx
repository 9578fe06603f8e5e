// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDocument } from './render-document.server';

async function readAll(stream: ReadableStream): Promise<string> {
  return new Response(stream).text();
}

/** A part of the page that waits for data (a pending promise) before it renders. */
function Later({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

function Page({ data }: { data: Promise<string> }) {
  return (
    <main>
      <h1>Shell</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Later data={data} />
      </Suspense>
    </main>
  );
}

const noError = () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renderDocument', () => {
  it('streams the shell before suspended parts, then the parts', async () => {
    let resolve!: (text: string) => void;
    const data = new Promise<string>((r) => (resolve = r));
    const body = await renderDocument(<Page data={data} />, {
      waitForAll: false,
      timeoutMs: 5000,
      onError: noError,
    });
    const reader = body.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('Shell');
    expect(first).toContain('Loading');
    expect(first).not.toContain('Arrived');
    resolve('Arrived');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toContain('Arrived');
  });

  it('waits for every part when asked (bots)', async () => {
    let resolved = false;
    const data = new Promise<string>((r) =>
      setTimeout(() => {
        resolved = true;
        r('Arrived');
      }, 20),
    );
    const body = await renderDocument(<Page data={data} />, {
      waitForAll: true,
      timeoutMs: 5000,
      onError: noError,
    });
    expect(resolved).toBe(true);
    expect(await readAll(body)).toContain('Arrived');
  });

  it('sends a page asked whole with its parts in place, however long (no script moves them)', async () => {
    const long = 'x'.repeat(20_000);
    const part = new Promise<string>((r) => setTimeout(() => r(`Arrived ${'y'.repeat(1000)}`), 20));
    const html = await readAll(
      await renderDocument(
        <>
          <p>{long}</p>
          <Page data={part} />
        </>,
        { waitForAll: true, timeoutMs: 5000, onError: noError },
      ),
    );
    expect(html).toContain('<p>Arrived');
    expect(html).not.toContain('Loading');
    expect(html).not.toContain('<script');
  });

  it('gives up parts still suspended after the timeout, and the page ends', async () => {
    const onError = vi.fn();
    const never = new Promise<string>(() => {});
    const body = await renderDocument(<Page data={never} />, { waitForAll: false, timeoutMs: 30, onError });
    const html = await readAll(body);
    expect(html).toContain('Shell');
    expect(html).not.toContain('Arrived');
    expect(onError).toHaveBeenCalled();
  });

  it('rejects when the shell itself fails', async () => {
    function Broken(): never {
      throw new Error('shell broke');
    }
    await expect(
      renderDocument(<Broken />, { waitForAll: false, timeoutMs: 5000, onError: noError }),
    ).rejects.toThrow('shell broke');
  });

  // React's Node renderer runs each render inside an AsyncLocalStorage; on Node 20 that turns
  // on async hooks for the whole process, which slows every later API request.
  it('never enters an AsyncLocalStorage', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    const body = await renderDocument(<Page data={Promise.resolve('Arrived')} />, {
      waitForAll: true,
      timeoutMs: 5000,
      onError: noError,
    });
    expect(await readAll(body)).toContain('Arrived');
    expect(run).not.toHaveBeenCalled();
    expect(enterWith).not.toHaveBeenCalled();
  });
});
