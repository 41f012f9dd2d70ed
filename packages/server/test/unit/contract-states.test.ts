// Issue 30, section 3: the contract says what the service does. Every description of openapi.yaml that names
// states, state forms, state programs, reciprocity agreements or the warnings of taxes not computed is checked
// here against the engine's and the server's own lists, so that a state, form or program added to (or removed
// from) them without its description fails this test. The sentences are written in fixed shapes, quoted in
// each test below; a new state, form or program is added to them in the same shape (docs/domain-rules.md,
// "State and local taxes", says the same of its table of built states, checked last).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  EMPLOYEE_PROGRAMS,
  employerStatePrograms,
  LOCAL_WAGE_TAX,
  NO_WAGE_INCOME_TAX,
  RECIPROCITY,
  suiStates,
  supportedTaxYears,
  TAX_NOT_COMPUTED_WARNINGS,
  WARNING_BENEFIT_LIMIT,
  WARNING_LOCAL_NOT_COMPUTED,
  WARNING_NEGATIVE_NET,
  WARNING_STATE_NOT_COMPUTED,
  WARNING_SUI_NEW_EMPLOYER_RATE,
  WARNING_WORK_STATE_UNKNOWN,
  WITHHOLDING_MODULES,
  BUILT_IN_LOCAL_TAX_CODES,
  BUILT_IN_LOCALITIES,
  NO_LOCAL_TAX_STATES,
} from '@payroll/payroll-engine';
import { RECIPROCITY_YEARS } from '../../../payroll-engine/src/states/reciprocity';
import type { Schema } from '@payroll/api-types';
import * as contractEnums from '../../src/services/contract-enums';
import { contractEnum, type ContractEnum } from '../../src/services/contract-enums';
import { CONTRACTOR_FORMS, EMPLOYEE_FORMS, STATE_CERTIFICATE_FORMS } from '../../src/services/forms/definitions';

type Json = Record<string, any>;
const root = join(__dirname, '..', '..', '..', '..');
const text = readFileSync(join(root, 'openapi.yaml'), 'utf8');
const contract = parse(text) as Json;
/** One line of text: descriptions are wrapped at will. */
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

function operation(operationId: string): Json {
  for (const item of Object.values(contract.paths as Json)) {
    for (const op of Object.values(item as Json)) if ((op as Json)?.operationId === operationId) return op as Json;
  }
  throw new Error(`no operation ${operationId}`);
}
const description = (operationId: string) => operation(operationId).description as string;

/** The one match of `re` in `s` (its first group), failing with the shape expected. */
function sentence(s: string, re: RegExp, shape: string): string {
  const m = re.exec(flat(s));
  if (!m) throw new Error(`The contract no longer has the sentence ${shape}`);
  return m[1];
}
const states = (s: string) => [...s.matchAll(/\b([A-Z]{2})\b/g)].map((m) => m[1]);
const codes = (s: string) => [...s.matchAll(/`([a-z]{2}_[a-z][a-z0-9_]*)`/g)].map((m) => m[1]);
const sorted = <T>(xs: Iterable<T>) => [...xs].sort();

/** The 50 states and DC (USPS codes). */
const US_STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
const MODULE_STATES = sorted(Object.keys(WITHHOLDING_MODULES));
const PROGRAM_CODES = sorted(Object.keys(EMPLOYEE_PROGRAMS));

describe('the service description, "State and local taxes"', () => {
  const info = contract.info.description as string;

  it('names every computed state with its tax years (`Computed states, with their tax years: AZ (2025, 2026), ...`), alphabetically', () => {
    const list = sentence(info, /Computed states, with their tax years: (.*?)\. States without/, '"Computed states, with their tax years: XX (years), ... ."');
    const listed = [...list.matchAll(/\b([A-Z]{2}) \(([0-9, ]+)\)/g)].map((m) => [m[1], m[2].split(', ').map(Number)] as const);
    expect(listed.map(([s]) => s)).toEqual(MODULE_STATES);
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(MODULE_STATES.map((s) => [s, [...WITHHOLDING_MODULES[s].years].sort()])));
  });

  it('names the states without a wage income tax', () => {
    expect(sorted(states(sentence(info, /States without a wage income tax \(([A-Z, ]+)\)/, '"States without a wage income tax (XX, ...)"')))).toEqual(sorted(NO_WAGE_INCOME_TAX));
  });

  it('names every employee-paid program by its code (`each by its code: `ca_sdi` CA SDI, ...`), with its years where it is not built for every tax year', () => {
    const list = sentence(info, /employee-paid programs of the work state are withheld, each by its code: (.*?); on wages/, '"... are withheld, each by its code: `code` name, ...; on wages"');
    expect(sorted(codes(list))).toEqual(PROGRAM_CODES);
    const all = supportedTaxYears();
    for (const code of PROGRAM_CODES) {
      const program = EMPLOYEE_PROGRAMS[code as keyof typeof EMPLOYEE_PROGRAMS];
      expect(code.slice(0, 2).toUpperCase()).toBe(program.state);
      if (all.every((y) => program.years.includes(y))) continue;
      // Its words run to the next code: they must name the years it is built for (e.g. "(2026)").
      const words = list.slice(list.indexOf(`\`${code}\``)).split(/ `[a-z]{2}_/)[0];
      for (const year of program.years) expect(words).toContain(String(year));
    }
  });

  it('names, by tax year, the states whose SUI wage base is built (`SUI wage bases are built, by year, for: 2025: ...; 2026: ...`)', () => {
    const list = sentence(info, /SUI wage bases are built, by year, for: (.*?)\. Elsewhere/, '"SUI wage bases are built, by year, for: YYYY: XX, ...; YYYY: every state and DC. Elsewhere"');
    const listed = Object.fromEntries(
      list.split('; ').map((part) => {
        const [year, states] = part.split(': ');
        return [year, states === 'every state and DC' ? [...US_STATES].sort() : states.split(', ')];
      }),
    );
    expect(listed).toEqual(Object.fromEntries(supportedTaxYears().map((y) => [String(y), suiStates(y)])));
  });

  it('names every employer contribution charged like SUI by its code, with its years', () => {
    const list = sentence(info, /charged like SUI \(name `StateEmployerProgram`\): (.*?)\.(?: |$)/, '"charged like SUI (name `StateEmployerProgram`): `code` name (years), ..."');
    const built = new Map<string, number[]>();
    for (const year of supportedTaxYears()) for (const st of US_STATES) for (const p of employerStatePrograms(st, year)) built.set(p.code, [...(built.get(p.code) ?? []), year]);
    expect(sorted(codes(list))).toEqual(sorted(built.keys()));
    for (const [code, years] of built) {
      const words = list.slice(list.indexOf(`\`${code}\``)).split(/ `[a-z]{2}_/)[0];
      for (const year of years) expect(words).toContain(String(year));
    }
  });

  it('names the states with local wage taxes not computed', () => {
    const list = sentence(info, /local wage taxes in ([A-Z, and]+) where no built-in/, '"local wage taxes in XX, ... and XX where no built-in ..."');
    expect(sorted(states(list))).toEqual(sorted(LOCAL_WAGE_TAX));
  });

  it('names the states where <ST>-NONE marks an address in no taxing locality', () => {
    const address = (contract.components.schemas.LocalizedAddress as { allOf: Array<{ properties?: { localities?: { description?: string } } }> }).allOf[1].properties!.localities!.description!;
    const list = sentence(address, /In ([A-Z, and]+), where some places levy no local wage tax/, '"In XX, ... and XX, where some places levy no local wage tax"');
    expect(sorted(states(list))).toEqual(sorted(NO_LOCAL_TAX_STATES));
  });
});

describe('the employee form operations', () => {
  const expected = STATE_CERTIFICATE_FORMS.map((f) => ({ form: f.name.split(',')[0], id: f.id, state: f.jurisdiction }));

  it('listEmployeeForms names every state certificate in the order listed (`Form DE 4 (`frm_...`, `CA`)`), and no other', () => {
    const list = sentence(description('listEmployeeForms'), /in this order: (.*?)\. Their fields/, '"in this order: Form X (`frm_...`, `XX`), ... . Their fields"');
    const listed = [...list.matchAll(/(Form [^(),]+?) \(`(frm_[a-z0-9]+)`, (?:jurisdiction )?`([A-Z]{2})`\)/g)].map((m) => ({ form: m[1], id: m[2], state: m[3] }));
    expect(listed).toEqual(expected);
  });

  it('submitEmployeeForm gives every state certificate a bullet with each of its fields and its default without one', () => {
    // A bullet: "- Form DE 4 (`frm_ca4d8e2k6w1q`, CA): `field` ..., ... Without a DE 4: ...", continued on lines indented by two.
    const bullets: string[] = [];
    for (const line of description('submitEmployeeForm').split('\n')) {
      if (line.startsWith('- Form ')) bullets.push(line);
      else if (line.startsWith('  ') && bullets.length && !/^- /.test(line)) bullets[bullets.length - 1] += ` ${line.trim()}`;
      else if (bullets.length) bullets.push(''); // a line between bullets ends the last one
    }
    const forms = bullets.filter(Boolean).map((b) => {
      const head = /^- (Form [^(]+?) \(`(frm_[a-z0-9]+)`, ([A-Z]{2})\): (.*)$/.exec(b);
      if (!head) throw new Error(`A state certificate bullet of submitEmployeeForm is not "- Form X (\`frm_...\`, XX): ...": ${b}`);
      return { form: head[1], id: head[2], state: head[3], body: head[4] };
    });
    expect(forms.map(({ form, id, state }) => ({ form, id, state }))).toEqual(expected);
    for (const { id, body } of forms) {
      const definition = STATE_CERTIFICATE_FORMS.find((f) => f.id === id)!;
      const named = [...body.matchAll(/`([a-z][A-Za-z0-9]*)`/g)].map((m) => m[1]);
      expect({ id, fields: sorted(new Set(named)) }).toEqual({ id, fields: sorted(definition.fields.map((f) => f.name)) });
      expect({ id, default: /\bWithout an? /.test(body) }).toEqual({ id, default: true });
    }
  });

  it('submitEmployeeForm names the computed states that have no certificate form', () => {
    const list = sentence(description('submitEmployeeForm'), /Computed states without a certificate form of their own: (.*?)\. A state certificate/, '"Computed states without a certificate form of their own: XX (...). A state certificate"');
    const withForm = new Set(STATE_CERTIFICATE_FORMS.map((f) => f.jurisdiction));
    expect(sorted([...list.matchAll(/\b([A-Z]{2}) \(/g)].map((m) => m[1]))).toEqual(MODULE_STATES.filter((s) => !withForm.has(s)));
  });

  it('every form id the contract names is a form of the service', () => {
    const known = new Set([...EMPLOYEE_FORMS, ...CONTRACTOR_FORMS].map((f) => f.id));
    expect([...new Set(text.match(/\bfrm_[a-z0-9]{12}\b/g))].filter((id) => !known.has(id))).toEqual([]);
  });
});

describe('reciprocity, tax codes and warnings', () => {
  it('getEmployeeReciprocityElections lists every agreement of the engine (`Work state: residents it exempts (years): IA: IL; ...`)', () => {
    const years = sentence(description('getEmployeeReciprocityElections'), /Work state: residents it exempts \(([0-9, ]+)\)/, '"Work state: residents it exempts (years): ..."');
    expect(years.split(', ').map(Number)).toEqual([...RECIPROCITY_YEARS]);
    const list = sentence(description('getEmployeeReciprocityElections'), /Work state: residents it exempts \([0-9, ]+\): (.*?)\. Without an agreement/, '"...: XX: YY, ZZ; ... . Without an agreement"');
    const listed = Object.fromEntries(
      list.split('; ').map((pair) => {
        const [work, residents] = pair.split(': ');
        return [work, residents === 'every nonresident' ? 'all_nonresidents' : sorted(residents.split(', '))];
      }),
    );
    expect(listed).toEqual(Object.fromEntries(RECIPROCITY.map((r) => [r.work, typeof r.residents === 'string' ? r.residents : sorted(r.residents)])));
  });

  it('PayrollItemTax lists every employee-paid program code', () => {
    const list = sentence(contract.components.schemas.PayrollItemTax.description, /name `StateProgram`: (.*?)\);/, '"(name `StateProgram`: `code`, ...);"');
    expect(sorted(codes(list))).toEqual(PROGRAM_CODES);
  });

  it('every state tax code the contract names (text and examples) is one the engine gives', () => {
    const named = [...new Set(text.match(/\b[a-z]{2}_[a-z][a-z_]*\b/g))].filter((c) => US_STATES.includes(c.slice(0, 2).toUpperCase()));
    const employerCodes = new Set(supportedTaxYears().flatMap((y) => US_STATES.flatMap((st) => employerStatePrograms(st, y).map((p) => p.code))));
    const given = (c: string) =>
      PROGRAM_CODES.includes(c) || employerCodes.has(c) || c.endsWith('_sui_er') || (c.endsWith('_sit') && MODULE_STATES.includes(c.slice(0, 2).toUpperCase()));
    // Local tax codes: the built-in ones the engine gives, and the registered examples (a partner's own codes).
    const local = (c: string) => BUILT_IN_LOCAL_TAX_CODES.includes(c) || ['pa_eit', 'pa_lst'].includes(c);
    expect(named.filter((c) => !given(c) && !local(c))).toEqual([]);
  });

  it('every locality code PayrollItemTax names is built in (or the MD nonresident rate, or a PSD placeholder)', () => {
    const tax = contract.components.schemas.PayrollItemTax.description as string;
    const named = [...new Set(tax.match(/`[A-Z]{2}-[A-Za-z0-9_<> ]+`/g)!.map((c) => c.slice(1, -1)))];
    expect(named.filter((c) => !BUILT_IN_LOCALITIES.includes(c) && c !== 'MD-NONRESIDENT' && c !== 'PA-<PSD code>')).toEqual([]);
    expect(named).toEqual(expect.arrayContaining(['NY-NYC', 'NY-YONKERS', 'MD-MONTGOMERY', 'PA-PHILADELPHIA']));
  });

  it('PayrollItemTax names every built-in local tax code of the engine', () => {
    const tax = contract.components.schemas.PayrollItemTax.description as string;
    expect(BUILT_IN_LOCAL_TAX_CODES.filter((c) => !tax.includes(`\`${c}\``))).toEqual([]);
  });

  it('no stale sentence says state income tax is not withheld', () => {
    expect(text).not.toMatch(/not yet withheld|stored for when it is|when it is, a state without/i);
  });

  it('PayrollWarning lists every warning the engine gives, and the codes approval needs acknowledged are the engine\'s', () => {
    const warning = contract.components.schemas.PayrollWarning.description as string;
    for (const code of [WARNING_STATE_NOT_COMPUTED, WARNING_LOCAL_NOT_COMPUTED, WARNING_WORK_STATE_UNKNOWN, WARNING_SUI_NEW_EMPLOYER_RATE, WARNING_NEGATIVE_NET, WARNING_BENEFIT_LIMIT]) {
      expect(warning).toContain(`- \`${code}\`:`);
    }
    const acknowledge = sentence(warning, /meaning a tax was not computed \((.*?)\) must be acknowledged/, '"The codes meaning a tax was not computed (`...`) must be acknowledged"');
    expect(sorted(acknowledge.match(/[a-z_]+/g)!)).toEqual(sorted(TAX_NOT_COMPUTED_WARNINGS));
    const request = contract.components.schemas.PayrollApproveRequest.properties.acknowledgedWarnings.description as string;
    expect(sorted(sentence(request, /meaning a tax was not computed \((.*?); see PayrollWarning\)/, '"meaning a tax was not computed (`...`; see PayrollWarning)"').match(/[a-z_]+/g)!)).toEqual(sorted(TAX_NOT_COMPUTED_WARNINGS));
    const approve = sentence(description('approvePayroll'), /warning meaning a tax was not computed \((.*?)\), approval is refused/, '"a warning meaning a tax was not computed (`code`: ...), approval is refused"');
    expect(sorted(approve.match(/`([a-z_]+)`/g)!.map((c) => c.slice(1, -1)))).toEqual(sorted(TAX_NOT_COMPUTED_WARNINGS));
  });
});

describe('docs/domain-rules.md', () => {
  it('the table of state income tax methods built has one row per computed state', () => {
    const docs = readFileSync(join(root, 'docs', 'domain-rules.md'), 'utf8');
    const table = docs.slice(docs.indexOf('State income tax methods built'));
    const rows = table.slice(0, table.indexOf('\n\n', table.indexOf('| State |'))).split('\n').filter((l) => /^\| [A-Z]{2} \|/.test(l));
    expect(rows.map((l) => l.slice(2, 4))).toEqual(MODULE_STATES);
  });
});

describe('closed enums (docs/architecture.md, "Closed enums")', () => {
  const tables = Object.values(contractEnums as Record<string, unknown>).filter((v): v is ContractEnum<string> => typeof v === 'object' && v !== null && 'of' in v);
  /** The values the contract lists for a table's name: `Schema` or `Schema.property` (null, an absent value, left out). */
  const listed = (name: string): unknown[] => {
    const [schema, property] = name.split('.');
    const node = property ? contract.components.schemas[schema].properties[property] : contract.components.schemas[schema];
    return (node.enum as unknown[]).filter((v) => v !== null);
  };

  it('each table of the values read back from text columns is its contract enum, value for value and in order', () => {
    expect(sorted(tables.map((t) => t.name))).toEqual(sorted([
      'EarningCodeType', 'TaxDepositTax', 'PaymentChangeStatus', 'PaymentChange.rejectedBecause', 'FundingFailureStatus', 'PayrollOffCycleReason',
      'FundingMethod', 'PayrollReversalMovement.kind', 'LocalTax.payer', 'LocalTax.rule', 'ContractorType', 'EmployeeCompanyDefinedAttribute.type',
    ]));
    for (const t of tables) expect([t.name, t.values]).toEqual([t.name, listed(t.name)]);
  });

  it('a stored value reads back as itself when listed; one the contract does not list is thrown, never answered', () => {
    for (const t of tables) for (const v of t.values) expect(t.of(v)).toBe(v);
    expect(() => contractEnums.TAX_DEPOSIT_TAX.of('LocalTax')).toThrow('A stored TaxDepositTax value is not one the contract lists: "LocalTax"');
    expect(() => contractEnums.FUNDING_METHOD.of('ach')).toThrow(/FundingMethod/);
    expect(() => contractEnums.LOCAL_TAX_RULE.of('')).toThrow(/LocalTax\.rule/);
  });

  it('the compiler refuses a table that misses a value or lists one the schema does not (npm run typecheck reads these lines)', () => {
    // @ts-expect-error Wire is missing
    const missing = contractEnum<Schema<'FundingMethod'>>('FundingMethod', { Ach: true });
    // @ts-expect-error Check is not a FundingMethod of the contract
    const extra = contractEnum<Schema<'FundingMethod'>>('FundingMethod', { Ach: true, Wire: true, Check: true });
    const typed: Schema<'FundingMethod'> = contractEnums.FUNDING_METHOD.of('Wire');
    // @ts-expect-error what a table reads back is the contract's type, not any string
    const wider: 'Ach' = contractEnums.FUNDING_METHOD.of('Ach');
    expect([missing.values, extra.values, typed, wider]).toEqual([['Ach'], ['Ach', 'Wire', 'Check'], 'Wire', 'Ach']);
  });
});
