/**
 * The one state certificate reader (src/states/certificate-reader.ts, issue 38): `readCertificate` (a table of
 * field kinds) reads through `CertificateReader` under the same rules the two former helpers had.
 */
import { InvalidEngineInputError } from '../../src/errors';
import { CertificateReader, readCertificate } from '../../src/states/certificate-reader';

const FIELDS = { status: ['S', 'M'], allowances: 'count', extra: 'amount', credit: 'optionalAmount', exempt: 'boolean' } as const;

function refused(fn: () => unknown): { field: string; message: string } {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidEngineInputError);
    return { field: (err as InvalidEngineInputError).field, message: (err as Error).message };
  }
  throw new Error('read, expected a refusal');
}

describe('readCertificate', () => {
  it('no certificate on file: undefined (the state default applies)', () => {
    expect(readCertificate(undefined, 'F-4', FIELDS)).toBeUndefined();
    expect(readCertificate(null, 'F-4', FIELDS)).toBeUndefined();
  });

  it('blank fields take their empty values: undefined choice, 0, 0.00, undefined, false', () => {
    const r = readCertificate({ status: '', allowances: null, extra: '', exempt: '' }, 'F-4', FIELDS)!;
    expect(r.status).toBeUndefined();
    expect(r.allowances).toBe(0);
    expect(r.extra.toFixed(2)).toBe('0.00');
    expect(r.credit).toBeUndefined();
    expect(r.exempt).toBe(false);
  });

  it('reads each kind', () => {
    const r = readCertificate({ status: 'M', allowances: '3', extra: '12.5', credit: 40, exempt: true }, 'F-4', FIELDS)!;
    expect([r.status, r.allowances, r.extra.toFixed(2), r.credit?.toFixed(2), r.exempt]).toEqual(['M', 3, '12.50', '40.00', true]);
  });

  it('refuses, naming the field: an unknown field, a wrong choice, a bad count, amount or box, a non-object', () => {
    expect(refused(() => readCertificate({ allowance: 1 }, 'F-4', FIELDS)).field).toBe('certificate.allowance');
    expect(refused(() => readCertificate({ status: 'H' }, 'F-4', FIELDS))).toMatchObject({ field: 'certificate.status', message: expect.stringContaining('not one of S, M: H') });
    expect(refused(() => readCertificate({ allowances: 1.5 }, 'F-4', FIELDS)).field).toBe('certificate.allowances');
    expect(refused(() => readCertificate({ extra: true }, 'F-4', FIELDS))).toMatchObject({ field: 'certificate.extra', message: expect.stringContaining('not an amount: true') });
    expect(refused(() => readCertificate({ exempt: 'yes' }, 'F-4', FIELDS))).toMatchObject({ field: 'certificate.exempt', message: expect.stringContaining('not true or false: yes') });
    expect(refused(() => readCertificate([] as unknown as Record<string, unknown>, 'F-4', FIELDS))).toMatchObject({ field: 'certificate', message: expect.stringContaining('not an object of F-4 fields') });
  });

  it('CertificateReader field by field: a choice falls back or is required', () => {
    const r = CertificateReader.of('F-4', { status: '' }, ['status'])!;
    expect(r.choice('status', ['S', 'M'], 'S')).toBe('S');
    expect(refused(() => r.choice('status', ['S', 'M']))).toMatchObject({ field: 'certificate.status', message: expect.stringContaining('required on the F-4') });
  });
});
