import { DomainError } from '../../src/core/errors';
import { toApiError } from '../../src/http/error-handler';
import { validRoutingNumber } from '../../src/domain/routing-number';
import { checkRoutingNumber } from '../../src/services/routing-number';

describe('ABA routing number checksum', () => {
  it.each(['121000358', '026009593', '322271627', '011000015', '021000021', '000000000'])('accepts %s', (n) => {
    expect(validRoutingNumber(n)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '121000359'],
    ['two digits swapped', '120100358'],
    ['another wrong check digit', '021000022'],
    ['eight digits', '12100035'],
    ['ten digits', '1210003580'],
    ['letters', '12100035x'],
    ['an empty string', ''],
  ])('refuses %s', (_label, n) => {
    expect(validRoutingNumber(n)).toBe(false);
  });
});

describe('checkRoutingNumber (bank accounts and the company funding account)', () => {
  it('passes a valid or absent number', () => {
    expect(() => checkRoutingNumber('121000358')).not.toThrow();
    expect(() => checkRoutingNumber(undefined)).not.toThrow();
  });

  it('refuses a failing check digit: 400 validation_failed on body.routingNumber, code checksum', () => {
    let thrown: unknown;
    try {
      checkRoutingNumber('121000359');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(toApiError(thrown).error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect((thrown as DomainError).errors?.map((e) => [e.field, e.code])).toEqual([['body.routingNumber', 'checksum']]);
  });
});
