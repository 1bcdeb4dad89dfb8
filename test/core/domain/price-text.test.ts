import { priceText } from '../../../src/core/domain/price-text';

describe('price text', () => {
  it('shows a free type as رایگان', () => {
    expect(priceText(0)).toBe('رایگان');
  });

  it('groups thousands in Persian digits and adds the toman unit', () => {
    expect(priceText(1500000)).toBe('۱٬۵۰۰٬۰۰۰ تومان');
    expect(priceText(950)).toBe('۹۵۰ تومان');
  });
});
