// An independent reader of EFW2 files, written from SSA Publication 42-007's record layouts (as transcribed in
// docs/filings.md, "Record layouts"), not from the service's writer: it imports nothing of src/. It reads
// the records back (fixed 512-character records, each ended by CR LF), checks the order and lengths, parses
// the fields by position, and re-adds the RW money fields to compare with RT and RF.

export interface ReadRw {
  ssn: string;
  firstName: string;
  middleName: string;
  lastName: string;
  locationAddress: string;
  deliveryAddress: string;
  city: string;
  state: string;
  zip: string;
  /** Money fields in cents, as integers (bigint: 11 digits fit a number, but RT's 15 may not). */
  wages: bigint;
  federalIncomeTax: bigint;
  socialSecurityWages: bigint;
  socialSecurityTax: bigint;
  medicareWages: bigint;
  medicareTax: bigint;
  socialSecurityTips: bigint;
  dependentCare: bigint;
  code401k: bigint;
  codeC: bigint;
  codeW: bigint;
  codeAA: bigint;
  codeDD: bigint;
  retirementPlan: string;
}

export interface ReadEfw2 {
  ra: { ein: string; bsoUserId: string; resubmission: string; wfid: string; softwareCode: string; submitterName: string; contactName: string; contactEmail: string; preparerCode: string };
  re: { taxYear: string; ein: string; name: string; locationAddress: string; deliveryAddress: string; city: string; zip: string; kindOfEmployer: string; employmentCode: string };
  rw: ReadRw[];
  rt: { count: number; wages: bigint; federalIncomeTax: bigint; socialSecurityWages: bigint; socialSecurityTax: bigint; medicareWages: bigint; medicareTax: bigint; socialSecurityTips: bigint; dependentCare: bigint; code401k: bigint; codeW: bigint; codeAA: bigint; codeC: bigint };
  rf: { count: number };
}

/** Positions are the publication's: 1-based, inclusive. */
const field = (rec: string, from: number, to: number) => rec.slice(from - 1, to);
const text = (rec: string, from: number, to: number) => field(rec, from, to).trimEnd();
const money = (rec: string, from: number, to: number): bigint => {
  const f = field(rec, from, to);
  if (!/^\d+$/.test(f)) throw new Error(`money field ${from}-${to} is not zero-filled digits: ${JSON.stringify(f)}`);
  return BigInt(f);
};

export function readEfw2(file: string): ReadEfw2 {
  if (!file.endsWith('\r\n')) throw new Error('the last record is not ended by CR LF');
  const records = file.slice(0, -2).split('\r\n');
  for (const [i, r] of records.entries()) if (r.length !== 512) throw new Error(`record ${i + 1} (${r.slice(0, 2)}) is ${r.length} characters, not 512`);
  for (const [i, r] of records.entries()) if (!/^[\x20-\x7e]+$/.test(r)) throw new Error(`record ${i + 1} has characters outside printable ASCII`);
  for (const [i, r] of records.entries()) if (r !== r.toUpperCase()) throw new Error(`record ${i + 1} has lower-case letters`);
  const ids = records.map((r) => r.slice(0, 2));
  // One employer: RA, RE, RW..., RT, RF; nothing after RF.
  if (ids[0] !== 'RA' || ids[1] !== 'RE' || ids.at(-2) !== 'RT' || ids.at(-1) !== 'RF' || ids.slice(2, -2).some((id) => id !== 'RW')) throw new Error(`record order ${ids.join(',')}`);
  const [ra, re] = records;
  const rt = records.at(-2)!;
  const rf = records.at(-1)!;
  const rw = records.slice(2, -2).map(
    (r): ReadRw => ({
      ssn: field(r, 3, 11),
      firstName: text(r, 12, 26),
      middleName: text(r, 27, 41),
      lastName: text(r, 42, 61),
      locationAddress: text(r, 66, 87),
      deliveryAddress: text(r, 88, 109),
      city: text(r, 110, 131),
      state: text(r, 132, 133),
      zip: text(r, 134, 138),
      wages: money(r, 188, 198),
      federalIncomeTax: money(r, 199, 209),
      socialSecurityWages: money(r, 210, 220),
      socialSecurityTax: money(r, 221, 231),
      medicareWages: money(r, 232, 242),
      medicareTax: money(r, 243, 253),
      socialSecurityTips: money(r, 254, 264),
      dependentCare: money(r, 276, 286),
      code401k: money(r, 287, 297),
      codeW: money(r, 364, 374),
      codeC: money(r, 408, 418),
      codeAA: money(r, 441, 451),
      codeDD: money(r, 463, 473),
      retirementPlan: field(r, 488, 488),
    }),
  );
  return {
    ra: {
      ein: field(ra, 3, 11),
      bsoUserId: field(ra, 12, 19),
      resubmission: field(ra, 29, 29),
      wfid: text(ra, 30, 35),
      softwareCode: field(ra, 36, 37),
      submitterName: text(ra, 217, 273),
      contactName: text(ra, 396, 422),
      contactEmail: text(ra, 446, 485),
      preparerCode: field(ra, 500, 500),
    },
    re: { taxYear: field(re, 3, 6), ein: field(re, 8, 16), name: text(re, 40, 96), locationAddress: text(re, 97, 118), deliveryAddress: text(re, 119, 140), city: text(re, 141, 162), zip: text(re, 165, 169), kindOfEmployer: field(re, 174, 174), employmentCode: field(re, 219, 219) },
    rw,
    rt: {
      count: Number(field(rt, 3, 9)),
      wages: money(rt, 10, 24),
      federalIncomeTax: money(rt, 25, 39),
      socialSecurityWages: money(rt, 40, 54),
      socialSecurityTax: money(rt, 55, 69),
      medicareWages: money(rt, 70, 84),
      medicareTax: money(rt, 85, 99),
      socialSecurityTips: money(rt, 100, 114),
      dependentCare: money(rt, 130, 144),
      code401k: money(rt, 145, 159),
      codeW: money(rt, 250, 264),
      codeC: money(rt, 310, 324),
      codeAA: money(rt, 370, 384),
    },
    rf: { count: Number(field(rf, 8, 16)) },
  };
}

/** RT against the sums of the RWs, and RF's count: the differences found (none when the file adds up). */
export function efw2TotalsMismatches(f: ReadEfw2): string[] {
  const sum = (k: keyof ReadRw) => f.rw.reduce((s, r) => s + (r[k] as bigint), 0n);
  const out: string[] = [];
  if (f.rt.count !== f.rw.length) out.push(`RT count ${f.rt.count} != ${f.rw.length} RW`);
  if (f.rf.count !== f.rw.length) out.push(`RF count ${f.rf.count} != ${f.rw.length} RW`);
  for (const k of ['wages', 'federalIncomeTax', 'socialSecurityWages', 'socialSecurityTax', 'medicareWages', 'medicareTax', 'socialSecurityTips', 'dependentCare', 'code401k', 'codeW', 'codeC', 'codeAA'] as const) {
    if (f.rt[k] !== sum(k)) out.push(`RT ${k} ${f.rt[k]} != sum of RW ${sum(k)}`);
  }
  return out;
}

/** Cents as dollars with two decimals (for comparing with the W-2s' figures). */
export const dollars = (c: bigint): string => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
