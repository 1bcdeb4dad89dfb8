import { loginModeOf, loginPageUrl, nextPathOf } from '../../../src/core/domain/login-form';

describe("the login page's address", () => {
  it('names sign-up by ?mode=signup and signs in otherwise', () => {
    expect(loginModeOf('?mode=signup')).toBe('signUp');
    expect(loginModeOf('')).toBe('signIn');
    expect(loginModeOf('?mode=other')).toBe('signIn');
  });

  it('carries the page to return to, when it is on this site', () => {
    expect(nextPathOf('?next=%2Freservation%2Ft-1')).toBe('/reservation/t-1');
    expect(nextPathOf('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(loginPageUrl('signUp', '/reservation/t-1')).toBe('/login?mode=signup&next=%2Freservation%2Ft-1');
    expect(loginPageUrl('signIn', null)).toBe('/login');
  });
});
