import { validRoutingNumber } from '../../src/services/bank-accounts';

describe('ABA routing number checksum', () => {
  it.each(['121000358', '026009593', '322271627', '011000015', '021000021', '000000000'])('accepts %s', (n) => {
    expect(validRoutingNumber(n)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '121000359'],
    ['two digits swapped', '120100358'],
    ['eight digits', '12100035'],
    ['ten digits', '1210003580'],
    ['letters', '12100035x'],
    ['an empty string', ''],
  ])('refuses %s', (_label, n) => {
    expect(validRoutingNumber(n)).toBe(false);
  });
});
