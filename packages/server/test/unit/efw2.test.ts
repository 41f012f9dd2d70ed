// The EFW2 writer (services/filings/efw2.ts; docs/filings.md) read back by the independent reader written from
// Publication 42-007 (efw2-reader.ts): record lengths, positions, RT totals to the cent; and SSA's reject edits,
// each of which stops the file.
import { Decimal } from '../../src/repositories/decimal';
import { writeEfw2, type Efw2Employee, type Efw2Input } from '../../src/services/filings/efw2';
import { dollars, efw2TotalsMismatches, readEfw2 } from './efw2-reader';

const d = (v: string) => new Decimal(v);
const SS_2026 = { wageBase: d('184500'), employeeRate: d('0.062') };

function employee(over: Partial<Efw2Employee> = {}): Efw2Employee {
  return {
    ref: 'emp_1',
    ssn: '123-45-6789',
    firstName: 'Ana',
    middleName: 'María',
    lastName: 'Núñez',
    street: '1 Main St',
    street2: 'Apt 4',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    box1: d('52000.00'),
    box2: d('5210.40'),
    box3: d('54000.00'),
    box4: d('3348.00'),
    box5: d('54000.00'),
    box6: d('783.00'),
    box7: d('0'),
    box10: d('0'),
    box12: [{ code: 'D', amount: d('2000.00') }],
    retirementPlan: true,
    ...over,
  };
}

function input(employees: Efw2Employee[]): Efw2Input {
  return {
    taxYear: 2026,
    submitter: { ein: '981234567', bsoUserId: 'ABCD1234', name: 'Payroll Service Inc', street: '9 Service Rd', city: 'Denver', state: 'CO', zip: '80202', contactName: 'Dana Filer', contactPhone: '(303) 555-0100', contactEmail: 'filings@payroll.example' },
    employer: { ein: '94-3187265', name: 'Blue Fern Landscaping LLC', street: '500 Market Street', street2: 'Suite 300', city: 'San Francisco', state: 'CA', zip: '94105' },
    employees,
    socialSecurity: SS_2026,
  };
}

// Three W-2s; the second above the 2026 social security wage base ($184,500: box 3 stops there, box 4 is
// 184,500 x 6.2% = 11,439.00, boxes 5 and 6 go on, with Additional Medicare on the $50,000 over $200,000).
const THREE = [
  employee(),
  employee({ ref: 'emp_2', ssn: '234567890', firstName: 'Bo', middleName: null, lastName: 'High', box1: d('235000.00'), box2: d('52100.17'), box3: d('184500.00'), box4: d('11439.00'), box5: d('250000.00'), box6: d('4075.00'), box12: [{ code: 'D', amount: d('15000.00') }, { code: 'AA', amount: d('1000.00') }] }),
  employee({ ref: 'emp_3', ssn: '345678901', firstName: 'Cy', middleName: null, lastName: 'Tipper', box1: d('31000.55'), box2: d('1200.01'), box3: d('26000.05'), box4: d('1612.00'), box5: d('31000.55'), box6: d('449.51'), box7: d('5000.50'), box10: d('1500.00'), box12: [{ code: 'W', amount: d('1200.00') }], retirementPlan: false }),
];

describe('EFW2 writer, read back from the publication', () => {
  it('writes RA, RE, three RW, RT, RF (7 records) of 512 characters with CR LF; the reader finds every figure and RT equals the sums to the cent', () => {
    const out = writeEfw2(input(THREE));
    expect(out.problems).toEqual([]);
    expect(out.recordCount).toBe(7);
    expect(out.text!.length).toBe(7 * 514);
    const f = readEfw2(out.text!);
    expect(efw2TotalsMismatches(f)).toEqual([]);
    expect(f.ra).toEqual({ ein: '981234567', bsoUserId: 'ABCD1234', resubmission: '0', wfid: '', softwareCode: '98', submitterName: 'PAYROLL SERVICE INC', contactName: 'DANA FILER', contactEmail: 'FILINGS@PAYROLL.EXAMPLE', preparerCode: 'S' });
    expect(f.re).toEqual({ taxYear: '2026', ein: '943187265', name: 'BLUE FERN LANDSCAPING LLC', locationAddress: 'SUITE 300', deliveryAddress: '500 MARKET STREET', city: 'SAN FRANCISCO', zip: '94105', kindOfEmployer: 'N', employmentCode: 'R' });
    // Upper case, accents dropped; SSN digits only.
    expect(f.rw[0]).toMatchObject({ ssn: '123456789', firstName: 'ANA', middleName: 'MARIA', lastName: 'NUNEZ', locationAddress: 'APT 4', deliveryAddress: '1 MAIN ST', city: 'AUSTIN', state: 'TX', zip: '78701', retirementPlan: '1' });
    expect(f.rw.map((r) => [dollars(r.wages), dollars(r.socialSecurityWages), dollars(r.socialSecurityTax), dollars(r.medicareWages), dollars(r.medicareTax), dollars(r.socialSecurityTips)])).toEqual([
      ['52000.00', '54000.00', '3348.00', '54000.00', '783.00', '0.00'],
      ['235000.00', '184500.00', '11439.00', '250000.00', '4075.00', '0.00'],
      ['31000.55', '26000.05', '1612.00', '31000.55', '449.51', '5000.50'],
    ]);
    expect([dollars(f.rw[1].code401k), dollars(f.rw[1].codeAA), dollars(f.rw[2].codeW), dollars(f.rw[2].dependentCare)]).toEqual(['15000.00', '1000.00', '1200.00', '1500.00']);
    expect(f.rt.count).toBe(3);
    expect(f.rf.count).toBe(3);
    expect({
      wages: dollars(f.rt.wages),
      fit: dollars(f.rt.federalIncomeTax),
      ssWages: dollars(f.rt.socialSecurityWages),
      ssTax: dollars(f.rt.socialSecurityTax),
      medWages: dollars(f.rt.medicareWages),
      medTax: dollars(f.rt.medicareTax),
      tips: dollars(f.rt.socialSecurityTips),
      d: dollars(f.rt.code401k),
    }).toEqual({ wages: '318000.55', fit: '58510.58', ssWages: '264500.05', ssTax: '16399.00', medWages: '335000.55', medTax: '5307.51', tips: '5000.50', d: '17000.00' });
  });

  it('a resubmission after SSA rejected a file carries indicator 1 and the WFID of its notice (RA 29, 30-35); a WFID not of 6 letters or digits is refused', () => {
    const i = input([employee()]);
    i.submitter.resubmissionWfid = 'ab12cd';
    expect(readEfw2(writeEfw2(i).text!).ra).toMatchObject({ resubmission: '1', wfid: 'AB12CD' });
    i.submitter.resubmissionWfid = 'WFID 1';
    expect(writeEfw2(i).problems).toEqual([expect.objectContaining({ code: 'wfid_format', field: 'RA.resubmissionWfid' })]);
  });

  it('the employer filing for itself is preparer code L', () => {
    const i = input([employee()]);
    i.submitter.ein = '943187265';
    expect(readEfw2(writeEfw2(i).text!).ra.preparerCode).toBe('L');
  });

  it.each([
    ['medicare_wages_below_social_security_wages_and_tips', { box5: d('58999.99'), box7: d('5000.00') }, 'RW.box5'],
    ['social_security_tax_without_wages', { box3: d('0'), box7: d('0'), box4: d('0.01') }, 'RW.box4'],
    ['medicare_tax_without_wages', { box5: d('0'), box3: d('0'), box4: d('0'), box6: d('10.00') }, 'RW.box6'],
    ['social_security_wages_over_wage_base', { box3: d('184500.01'), box5: d('184500.01') }, 'RW.box3'],
    ['social_security_tax_over_maximum', { box4: d('11439.01') }, 'RW.box4'],
    ['ssn_format', { ssn: '900-12-3456' }, 'RW.ssn'],
    ['ssn_format', { ssn: '123-00-4567' }, 'RW.ssn'],
    ['ssn_format', { ssn: '' }, 'RW.ssn'],
    ['employee_name_required', { lastName: '  ' }, 'RW.name'],
    ['amount_fits_field', { box1: d('1000000000.00') }, 'RW.box1'],
    ['box12_code_supported', { box12: [{ code: 'TT', amount: d('1.00') }] }, 'RW.box12TT'],
  ] as const)('a W-2 that fails %s is never written (%s)', (code, over, field) => {
    const out = writeEfw2(input([employee(), employee({ ref: 'emp_bad', ...(over as Partial<Efw2Employee>) })]));
    expect(out.text).toBeUndefined();
    expect(out.problems).toEqual([expect.objectContaining({ code, field, employeeId: 'emp_bad' })]);
  });

  it('the limits are inclusive: Medicare wages equal to social security wages plus tips, SS tax of exactly 11,439.00 on the wage base pass', () => {
    const out = writeEfw2(input([employee({ box3: d('179500.00'), box7: d('5000.00'), box5: d('184500.00'), box4: d('11439.00') })]));
    expect(out.problems).toEqual([]);
  });

  it('a bad employer EIN, a BSO user id that is not 8 characters and a year without W-2s are refused', () => {
    const i = input([]);
    i.employer.ein = '12-345';
    i.submitter.bsoUserId = 'SHORT';
    expect(writeEfw2(i).problems.map((p) => p.code)).toEqual(['ein_format', 'bso_user_id_format', 'no_w2s']);
  });
});
