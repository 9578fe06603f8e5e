import { describe, expect, it } from 'vitest';
import {
  isChunkLoadError,
  LIKE_RELOAD_DELAY_MS,
  likePopupDelayMs,
  likePopupKind,
  pageBounceEnabled,
  shouldReloadForStaleChunk,
  withoutQueryParam,
} from './queryBehaviours';

describe('the t query', () => {
  it('gives the like-popup delay', () => {
    expect(likePopupDelayMs('?t=5')).toBe(5000);
    expect(likePopupDelayMs('?t=0')).toBe(0);
    expect(likePopupDelayMs('?t=abc')).toBeNull();
    expect(likePopupDelayMs('?t=-1')).toBeNull();
    expect(likePopupDelayMs('')).toBeNull();
  });
  it('is removed from the URL', () => {
    expect(withoutQueryParam('/?t=5&x=1', 't')).toBe('/?x=1');
  });
  it('reads lb for page bounce', () => {
    expect(pageBounceEnabled('?lb=1')).toBe(true);
    expect(pageBounceEnabled('?x')).toBe(false);
  });
});

describe('the like popup', () => {
  it('shows a visitor a member to meet, never a like, and an invitation when there is nobody to show', () => {
    expect(likePopupKind({ loggedIn: false, source: { status: 'ready', hasProfile: true } })).toBe(
      'introduce',
    );
    expect(likePopupKind({ loggedIn: false, source: { status: 'ready', hasProfile: false } })).toBe('invite');
    expect(likePopupKind({ loggedIn: false, source: { status: 'error' } })).toBe('invite');
    expect(likePopupKind({ loggedIn: false, source: { status: 'loading' } })).toBe('none');
  });
  it('shows a member the auto-liked profile, and nothing while loading, on failure or with nobody', () => {
    expect(likePopupKind({ loggedIn: true, source: { status: 'ready', hasProfile: true } })).toBe('liked');
    expect(likePopupKind({ loggedIn: true, source: { status: 'ready', hasProfile: false } })).toBe('none');
    expect(likePopupKind({ loggedIn: true, source: { status: 'loading' } })).toBe('none');
    expect(likePopupKind({ loggedIn: true, source: { status: 'error' } })).toBe('none');
  });
  it('reloads the likes half a second after the new like (spec point 9)', () => {
    expect(LIKE_RELOAD_DELAY_MS).toBe(500);
  });
});

describe('stale chunk reload', () => {
  it('reloads at most once a minute', () => {
    expect(shouldReloadForStaleChunk(null, 1_000_000)).toBe(true);
    expect(shouldReloadForStaleChunk(1_000_000 - 59_999, 1_000_000)).toBe(false);
    expect(shouldReloadForStaleChunk(String(1_000_000 - 60_000), 1_000_000)).toBe(true);
  });
  it('recognises chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
