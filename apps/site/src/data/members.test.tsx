import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useIntroducedMember } from './members';

const callApi = vi.hoisted(() => vi.fn());
vi.mock('./client', async (original) => ({ ...(await original<object>()), callApi }));

const member = (id: number, photo: boolean) => ({
  id,
  name: `Member ${id}`,
  main_image: photo ? { filename: 'f', thumb_filename: 't', match: 'm' } : null,
});

/** What the hook answers once it settled. */
async function introduced(network: string | null, mayBrowse: boolean) {
  let seen: { data?: unknown; error?: unknown } = {};
  function Probe() {
    const { data, error } = useIntroducedMember(true, network, mayBrowse);
    seen = { data, error };
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => {
    root.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Probe />
      </SWRConfig>,
    );
  });
  await act(async () => {
    await vi.waitFor(() => expect(seen.data !== undefined || seen.error !== undefined).toBe(true));
  });
  act(() => root.unmount());
  return seen;
}

beforeEach(() => callApi.mockReset());

describe("the member a visitor's like popup introduces", () => {
  it('is the first of their search with a photo', async () => {
    callApi.mockResolvedValue({ profiles: [member(1, false), member(2, true)], similar: [member(3, true)] });
    const { data } = await introduced('net1', true);
    expect(data).toMatchObject({ id: 2 });
    // A refusal must not log anyone out: the visitor was never logged in.
    expect(callApi).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ query: { network: 'net1' }, silentAuth: true, retries: 0 }),
    );
  });

  it('is nobody, without asking, where logged-out search is closed to them', async () => {
    const { data } = await introduced(null, false);
    expect(data).toBeNull();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('is nobody when the search finds nobody', async () => {
    callApi.mockResolvedValue({ profiles: [], similar: [] });
    expect((await introduced(null, true)).data).toBeNull();
  });
});
