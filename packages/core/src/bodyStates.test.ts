import { describe, expect, it } from 'vitest';
import { bodyStateAttributes, footerVariant } from './bodyStates';

describe('body states (spec point 9)', () => {
  it('are body attributes, absent when false', () => {
    expect(bodyStateAttributes({ loggedIn: true, indexPage: false, installedApp: true })).toEqual({
      'data-logged-in': 'true',
      'data-not-index': 'true',
      'data-installed-app': 'true',
    });
    expect(bodyStateAttributes({ loggedIn: false, indexPage: true, installedApp: false })).toEqual({
      'data-logged-in': undefined,
      'data-not-index': undefined,
      'data-installed-app': undefined,
    });
  });

  it('make the footer differ', () => {
    const visitorOnIndex = footerVariant({ loggedIn: false, indexPage: true, installedApp: false });
    expect(visitorOnIndex).toEqual({
      compact: false,
      marketingLinks: true,
      disclaimer: true,
      homeLink: false,
    });
    const member = footerVariant({ loggedIn: true, indexPage: false, installedApp: false });
    expect(member).toEqual({ compact: true, marketingLinks: true, disclaimer: false, homeLink: true });
    const app = footerVariant({ loggedIn: false, indexPage: false, installedApp: true });
    expect(app).toEqual({ compact: true, marketingLinks: false, disclaimer: true, homeLink: true });
  });
});
