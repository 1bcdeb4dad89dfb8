import { isMobile, MOBILE_MESSAGES, mobileProblem, normalizeMobile } from '../../../src/core/domain/mobile-number';
import { isProfileComplete } from '../../../src/core/domain/user';

describe('a mobile number as people type it', () => {
  it.each([
    ['Latin digits', '09123456789'],
    ['Persian digits', '۰۹۱۲۳۴۵۶۷۸۹'],
    ['Arabic-Indic digits', '٠٩١٢٣٤٥٦٧٨٩'],
    ['Persian and Latin digits mixed', '۰۹۱۲345۶۷۸۹'],
    ['without the leading 0', '9123456789'],
    ['with +98', '+989123456789'],
    ['with 0098', '00989123456789'],
    ['with 98 and no plus', '989123456789'],
    ['with +98 and the 0 kept', '+98 0912 345 6789'],
    ['with spaces', ' 0912 345 6789 '],
    ['with dashes', '0912-345-6789'],
    ['with parentheses', '(0912) 345 67 89'],
    ['with +98 in Persian digits and spaces', '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹'],
    ['pasted with direction marks', '\u200e0912\u00a0345\u20136789\u200f'],
  ])('reads %s as 09123456789', (_case, typed) => {
    expect(normalizeMobile(typed)).toBe('09123456789');
    expect(mobileProblem(typed)).toBeNull();
  });

  it.each([
    ['too short', '0912345678'],
    ['too long', '091234567890'],
    ['a landline', '02188776655'],
    ['not starting with 9 after the 0', '08123456789'],
    ['another country code', '+449123456789'],
    ['letters', '0912abc6789'],
    ['a plus in the middle', '0912+3456789'],
    ['two leading zeros without a country code', '009123456789'],
  ])('refuses %s with one clear Persian message', (_case, typed) => {
    expect(normalizeMobile(typed)).toBeNull();
    expect(mobileProblem(typed)).toBe(MOBILE_MESSAGES.invalid);
  });

  it('asks for a number when none was typed', () => {
    expect(mobileProblem('   ')).toBe(MOBILE_MESSAGES.required);
    expect(MOBILE_MESSAGES).toEqual({
      required: 'شماره موبایل را وارد کنید',
      invalid: 'شماره موبایل معتبر نیست؛ آن را مانند ۰۹۱۲۳۴۵۶۷۸۹ وارد کنید',
    });
  });

  it('knows a stored number only in its stored form', () => {
    expect(isMobile('09123456789')).toBe(true);
    expect(isMobile('۰۹۱۲۳۴۵۶۷۸۹')).toBe(false);
    expect(isMobile('')).toBe(false);
    expect(isMobile(null)).toBe(false);
  });
});

describe('a profile complete enough to book', () => {
  const profile = { email: 'sara@example.com', firstName: 'سارا', lastName: 'احمدی', mobile: '09123456789' };

  it('has an email, both names and a mobile number', () => {
    expect(isProfileComplete(profile)).toBe(true);
  });

  it.each([
    ['no mobile', { mobile: '' }],
    ['a mobile not in its stored form', { mobile: '0912 345 6789' }],
    ['no last name', { lastName: ' ' }],
    ['no email', { email: '' }],
  ])('is not complete with %s', (_case, change) => {
    expect(isProfileComplete({ ...profile, ...change })).toBe(false);
  });
});
