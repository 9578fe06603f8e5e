import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  isMembersArea,
  loginRedirect,
  matchRoute,
  MAX_RETURN_TO,
  ROUTE_TABLE,
  safeRedirect,
} from './routes';

const at = (path: string) => {
  const m = matchRoute(path);
  return m && { name: m.entry.name, layout: m.entry.layout, access: m.entry.access, params: m.params };
};

describe('matchRoute', () => {
  it('matches every spec path to its name, layout and access', () => {
    expect(at('/')).toMatchObject({ name: 'index', layout: 'default', access: 'public' });
    expect(at('/members')).toMatchObject({ name: 'members', access: 'search' });
    expect(at('/members/42')).toMatchObject({ name: 'members-id', params: { id: '42' } });
    expect(at('/members/42/chat')).toMatchObject({ name: 'members-id-chat', layout: 'chat' });
    expect(at('/members/42/landing')).toMatchObject({ layout: 'lander', access: 'public' });
    expect(at('/members/42/signup')).toMatchObject({ layout: 'empty' });
    expect(at('/members/42/landing2')).toMatchObject({
      name: 'members-id-landing2-slug',
      params: { slug: undefined },
    });
    expect(at('/members/42/landing3/summer')).toMatchObject({ params: { id: '42', slug: 'summer' } });
    expect(at('/chats')).toMatchObject({ layout: 'default', access: 'member' });
    expect(at('/chats/7')).toMatchObject({ name: 'chats-id', layout: 'chat', access: 'member' });
    expect(at('/likes/m/9')).toMatchObject({ name: 'likes-m-id', params: { id: '9' } });
    expect(at('/likes/sent')).toMatchObject({ name: 'likes-type', params: { type: 'sent' } });
    expect(at('/credits/repeat-order')).toMatchObject({ name: 'credits-repeat-order' });
    expect(at('/credits/3')).toMatchObject({ name: 'credits-id-paymentmethod', params: { id: '3' } });
    expect(at('/credits/3/ideal')).toMatchObject({ params: { paymentmethod: 'ideal' } });
    expect(at('/transactions')).toMatchObject({ name: 'transactions-id', access: 'member' });
    expect(at('/reset-password/do')).toMatchObject({ name: 'reset-password-do', layout: 'empty' });
    expect(at('/activate/done')).toMatchObject({ layout: 'empty' });
    expect(at('/landers/tinderswipe')).toMatchObject({ layout: 'lander' });
    expect(at('/landers/video/abc')).toMatchObject({ name: 'landers-video-slug', layout: 'lander' });
    expect(at('/landers/custom/summer')).toMatchObject({ name: 'landers-custom-slug', layout: 'lander' });
    expect(at('/pages/2257-compliance-statement')).toMatchObject({ layout: 'default', access: 'public' });
    expect(at('/admin/members')).toMatchObject({ access: 'moderator' });
  });
  it('ignores a trailing slash, a query and a hash', () => {
    expect(at('/pages/terms/?x=1#top')?.name).toBe('pages-terms');
  });
  it('gives null for unknown paths', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/members/1/2/3/4')).toBeNull();
    expect(matchRoute('/landers/unknown')).toBeNull();
  });
  it('has unique names and paths', () => {
    expect(new Set(ROUTE_TABLE.map((r) => r.name)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((r) => r.path)).size).toBe(ROUTE_TABLE.length);
  });
});

describe('decideAccess', () => {
  const entry = (path: string) => matchRoute(path)!.entry;
  it('lets everyone open public pages', () => {
    expect(
      decideAccess(entry('/pages/faq'), { role: 'visitor', visitorMaySearch: false }, '/pages/faq').kind,
    ).toBe('allow');
  });
  it('sends visitors to login and back on member routes', () => {
    expect(
      decideAccess(entry('/chats/3'), { role: 'visitor', visitorMaySearch: true }, '/chats/3?x=1'),
    ).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fchats%2F3%3Fx%3D1',
    });
    expect(decideAccess(entry('/chats'), { role: 'free', visitorMaySearch: false }, '/chats').kind).toBe(
      'allow',
    );
  });
  it('lets visitors search only when allowed, else to signup', () => {
    expect(
      decideAccess(entry('/members'), { role: 'visitor', visitorMaySearch: true }, '/members').kind,
    ).toBe('allow');
    expect(decideAccess(entry('/members'), { role: 'visitor', visitorMaySearch: false }, '/members')).toEqual(
      {
        kind: 'signup',
        to: '/signup?redirect=%2Fmembers',
      },
    );
    expect(
      decideAccess(entry('/members/1'), { role: 'premium', visitorMaySearch: false }, '/members/1').kind,
    ).toBe('allow');
  });
  it('keeps admin for moderators', () => {
    expect(
      decideAccess(entry('/admin/x'), { role: 'premium', visitorMaySearch: true }, '/admin/x').kind,
    ).toBe('forbidden');
    expect(
      decideAccess(entry('/admin/x'), { role: 'moderator', visitorMaySearch: true }, '/admin/x').kind,
    ).toBe('allow');
  });
});

describe('safeRedirect and the members area', () => {
  it('accepts local paths only', () => {
    expect(safeRedirect('/chats')).toBe('/chats');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null, '/members')).toBe('/members');
    expect(safeRedirect('/members?country=BE#top')).toBe('/members?country=BE#top');
  });
  it('reads the target as a browser would: tabs, line breaks and backslashes cannot leave the site', () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\evil.example',
      '/\r\n/evil.example',
      '\\/evil.example',
    ])
      expect(safeRedirect(target), JSON.stringify(target)).toBe('/');
  });
  it('answers a path fit for a Location header', () => {
    expect(safeRedirect('/members/€')).toBe('/members/%E2%82%AC');
  });
  it('knows the members area', () => {
    expect(isMembersArea('likes-m-id')).toBe(true);
    expect(isMembersArea('credits')).toBe(false);
  });
});

describe('loginRedirect', () => {
  it('returns to the page and its query', () => {
    expect(loginRedirect('/chats/5?x=1')).toBe('/login?redirect=%2Fchats%2F5%3Fx%3D1');
    expect(loginRedirect('/likes', '/signup')).toBe('/signup?redirect=%2Flikes');
  });

  it('keeps the link short enough for a Location header: a long query is dropped, then the path', () => {
    const query = `?x=${'v'.repeat(MAX_RETURN_TO)}`;
    expect(loginRedirect(`/chats/5${query}`)).toBe('/login?redirect=%2Fchats%2F5');
    expect(loginRedirect(`/${'p'.repeat(MAX_RETURN_TO)}`)).toBe('/login');
    const longest = `/chats/5?x=${'v'.repeat(MAX_RETURN_TO - 11)}`;
    expect(longest).toHaveLength(MAX_RETURN_TO);
    expect(loginRedirect(longest)).toContain('vvv');
  });
});
