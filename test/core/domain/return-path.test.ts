import { landingAfterSignIn, returnPathFrom, safeReturnPath } from '../../../src/core/domain/return-path';

describe('the page to return to after signing in', () => {
  it('is the local path the guard left behind, with its query', () => {
    expect(returnPathFrom({ from: '/dashboard?tab=profile' })).toBe('/dashboard?tab=profile');
    expect(returnPathFrom({ from: { pathname: '/reservation/t-1', search: '?x=1', hash: '' } })).toBe('/reservation/t-1?x=1');
  });

  it('is home for anything that is not a path on this site', () => {
    for (const from of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', 42, undefined]) {
      expect(returnPathFrom({ from })).toBe('/');
    }
    expect(returnPathFrom(null)).toBe('/');
    expect(returnPathFrom('/dashboard')).toBe('/');
  });
});

describe('a page to return to from outside (a form field or the address)', () => {
  it('is kept when it is a path on this site', () => {
    expect(safeReturnPath('/reservation/t-1?date=2026-12-01')).toBe('/reservation/t-1?date=2026-12-01');
  });

  it('is refused when it could lead off the site or back to the login page', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?mode=signup',
      '',
      null,
      ['/'],
    ]) {
      expect(safeReturnPath(path)).toBeNull();
    }
  });
});

describe('where a visitor lands once signed in', () => {
  it('is the page they asked for, for the admin too', () => {
    expect(landingAfterSignIn('/reservation/t-1', { isAdmin: false })).toBe('/reservation/t-1');
    expect(landingAfterSignIn('/reservation/t-1', { isAdmin: true })).toBe('/reservation/t-1');
  });

  it('is the dashboard for the admin and home for everyone else when nothing was asked for', () => {
    expect(landingAfterSignIn(null, { isAdmin: true })).toBe('/dashboard');
    expect(landingAfterSignIn(null, { isAdmin: false })).toBe('/');
  });
});
