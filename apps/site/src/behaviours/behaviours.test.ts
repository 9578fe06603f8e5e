import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY } from '@amori/core';
import { installPageBounce } from './pageBounce';
import { reloadForStaleChunk } from './staleChunk';
import { captureTracking, savedTracking } from './tracking';

describe('captureTracking', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/members?network=n1&aff_sub=s1&gender=f#top');
  });

  it('saves the tracking record and removes its parameters from the URL', () => {
    expect(captureTracking()).toBe('/members?gender=f#top');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/members?gender=f#top',
    );
    expect(savedTracking()).toEqual({ network: 'n1', sub1: 's1' });
    expect(document.cookie).toContain('amori_tracking=');
  });

  it('leaves a URL without tracking parameters alone', () => {
    window.history.replaceState(null, '', '/pages/faq?x=1');
    expect(captureTracking()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});

describe('reloadForStaleChunk', () => {
  const reload = vi.fn();
  const assign = vi.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    assign.mockReset();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign } as Location);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads at most once a minute', () => {
    expect(reloadForStaleChunk(undefined, 1_000_000)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    expect(reloadForStaleChunk(undefined, 1_030_000)).toBe(false);
    expect(reloadForStaleChunk(undefined, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('goes to the page a navigation was going to, within the same once-a-minute limit', () => {
    expect(reloadForStaleChunk('/members?page=2', 1_000_000)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/members?page=2');
    expect(reloadForStaleChunk('/likes', 1_010_000)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installPageBounce', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends one beacon to /api/page-hidden.php when the page becomes hidden', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const off = installPageBounce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]).toEqual(['/api/page-hidden.php', expect.any(Blob)]);
    off();
  });
});
