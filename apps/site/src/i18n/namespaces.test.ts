import { describe, expect, it } from 'vitest';
import { namespacesForPath } from './namespaces';

describe('namespacesForPath', () => {
  it('loads the base namespaces everywhere, and a route namespace where it needs one', () => {
    expect(namespacesForPath('/')).toEqual(['common', 'nav', 'errors', 'home', 'members']);
    expect(namespacesForPath('/pages/terms')).toEqual(['common', 'nav', 'errors', 'pages']);
    expect(namespacesForPath('/login')).toEqual(['common', 'nav', 'errors', 'auth']);
    expect(namespacesForPath('/complaints')).toContain('support');
    for (const path of ['/members', '/members/12', '/likes/sent', '/likes/m/3', '/profile', '/swipe-game'])
      expect(namespacesForPath(path), path).toContain('members');
    for (const path of ['/admin', '/admin/reports/3', '/admin/landers', '/admin/landers/spring'])
      expect(namespacesForPath(path), path).toEqual([
        'common',
        'nav',
        'errors',
        'admin',
        'support',
        'landers',
        'account',
      ]);
    expect(namespacesForPath('/unknown')).toEqual(['common', 'nav', 'errors']);
  });
});
