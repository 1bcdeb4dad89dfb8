import { returnPathFrom } from '../../../src/core/domain/return-path';

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
