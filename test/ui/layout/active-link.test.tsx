import { isActivePath } from '../../../src/ui/layout/active-link';

describe("which header link is the open page's (as react-router's NavLink decides it)", () => {
  it('is the same path, whatever its letter case', () => {
    expect(isActivePath('/services', '/services')).toBe(true);
    expect(isActivePath('/Services', '/services')).toBe(true);
    expect(isActivePath('/about-me', '/services')).toBe(false);
  });

  it('is a path inside it, at a segment boundary only, unless the link ends there', () => {
    expect(isActivePath('/media/some-article', '/media')).toBe(true);
    expect(isActivePath('/mediagallery', '/media')).toBe(false);
    expect(isActivePath('/media/some-article', '/media', true)).toBe(false);
  });

  it("is not the home link's on every page: that one ends at /", () => {
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/services', '/', true)).toBe(false);
  });
});
