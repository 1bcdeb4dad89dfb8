import { ACCESS_REFUSAL_MESSAGES, accessRefusalMessage, loginPathFor } from '../../../src/core/domain/access-refusal';

describe("a guard's refusal named in the sign-in address", () => {
  it('is read back as its Persian reason', () => {
    expect(accessRefusalMessage(loginPathFor('admin').slice('/login'.length))).toBe(ACCESS_REFUSAL_MESSAGES.admin);
    expect(accessRefusalMessage('?denied=role&next=%2Fdashboard')).toBe(ACCESS_REFUSAL_MESSAGES.role);
  });

  it('says nothing for no reason or one it does not know', () => {
    expect(accessRefusalMessage('')).toBeNull();
    expect(accessRefusalMessage('?denied=%3Cscript%3E')).toBeNull();
  });
});
