/**
 * Local taxes a company registers, and the locality codes residences and workplaces may name
 * (docs/domain-rules.md, "Local taxes"; contract tag LocalTaxes, LocalizedAddress).
 */
import { BUILT_IN_LOCALITIES, isNoLocality, type RegisteredLocalTax } from '@payroll/payroll-engine';
import type { CompanyLocalTax as LocalTaxRow } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { badRequest, fieldUnprocessable, notFound } from '../core/errors';
import { newId } from '../core/ids';
import { fromIsoDate, toIsoDate } from '../domain/calendar';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import type { Db } from '../repositories/db';
import { deactivateLocalTaxRow, findActiveLocalTaxVersion, findLocalTax, insertLocalTax, listLocalTaxRows, registeredJurisdictionsOf } from '../repositories/local-taxes';
import type { ServiceContext } from './context';
import { LOCAL_TAX_PAYER, LOCAL_TAX_RULE } from './contract-enums';
import { emitCompanyEvent } from './events';
import { defined, isoDate, money } from './format';
import { companyRead, companyTx } from './scope';

const BUILT_IN = new Set(BUILT_IN_LOCALITIES);

/**
 * The locality codes of an address, checked: each built in (engine BUILT_IN_LOCALITIES) or the jurisdiction of
 * one of the company's active registrations, with the address's state as its prefix. Undefined address:
 * unchanged (undefined); an address without `localities`: none.
 */
export function checkedLocalities(
  db: Db,
  companyId: string,
  address: { state?: string; localities?: string[] } | undefined,
  field: string,
): Promise<string[] | undefined> {
  return checkedLocalitiesWith(() => registeredJurisdictionsOf(db, companyId), address, field);
}

/** checkedLocalities with the read of the company's registered jurisdictions given (through Prisma, or on the driver). */
export async function checkedLocalitiesWith(
  registeredJurisdictions: () => Promise<Set<string>>,
  address: { state?: string; localities?: string[] } | undefined,
  field: string,
): Promise<string[] | undefined> {
  if (!address) return undefined;
  const codes = [...new Set(address.localities ?? [])];
  if (!codes.length) return [];
  let registered: Set<string> | undefined;
  for (const [i, code] of codes.entries()) {
    const at = `${field}.localities[${i}]`;
    if (!address.state || code.slice(0, 2) !== address.state) {
      throw fieldUnprocessable('locality_state_mismatch', at, `Locality ${code} is not in the address's state ${address.state ?? '(none)'}.`);
    }
    if (isNoLocality(code) && codes.some((other) => other !== code && other.slice(0, 2) === code.slice(0, 2))) {
      throw fieldUnprocessable('invalid_locality', at, `Locality ${code} says the address is in no taxing locality of ${code.slice(0, 2)}; it cannot be given with another locality of that state.`);
    }
    if (BUILT_IN.has(code)) continue;
    registered ??= await registeredJurisdictions();
    if (!registered.has(code)) {
      throw fieldUnprocessable('invalid_locality', at, `Locality ${code} is neither a built-in locality nor the jurisdiction of a local tax registered by the company.`);
    }
  }
  return codes;
}

export const presentLocalTax = (r: LocalTaxRow): Schema<'LocalTax'> =>
  defined({
    id: r.id,
    companyId: r.companyId,
    jurisdiction: r.jurisdiction,
    code: r.code,
    name: r.name,
    agency: r.agency,
    payer: LOCAL_TAX_PAYER.of(r.payer),
    residentRate: money(r.residentRate),
    nonresidentRate: money(r.nonresidentRate),
    wageBase: money(r.wageBase),
    annualCap: money(r.annualCap),
    perPayAmount: money(r.perPayAmount),
    annualMaximum: money(r.annualMaximum),
    rule: r.rule === null ? null : LOCAL_TAX_RULE.of(r.rule),
    effectiveStart: isoDate(r.effectiveStart)!,
    effectiveEnd: isoDate(r.effectiveEnd),
    active: r.active,
  });

/** A registration as the engine reads it (engine RegisteredLocalTax). */
export const engineLocalTax = (r: LocalTaxRow): RegisteredLocalTax => ({
  id: r.id,
  jurisdiction: r.jurisdiction,
  code: r.code,
  ...(r.name ? { name: r.name } : {}),
  agency: r.agency,
  payer: r.payer as RegisteredLocalTax['payer'],
  residentRate: r.residentRate?.toString() ?? null,
  nonresidentRate: r.nonresidentRate?.toString() ?? null,
  wageBase: r.wageBase?.toString() ?? null,
  annualCap: r.annualCap?.toString() ?? null,
  perPayAmount: r.perPayAmount?.toString() ?? null,
  annualMaximum: r.annualMaximum?.toString() ?? null,
  rule: (r.rule as RegisteredLocalTax['rule']) ?? null,
  effectiveStart: toIsoDate(r.effectiveStart),
  effectiveEnd: r.effectiveEnd ? toIsoDate(r.effectiveEnd) : null,
});

function dateOf(value: string, field: string): Date {
  try {
    return fromIsoDate(toIsoDate(fromIsoDate(value)));
  } catch {
    throw badRequest('The request does not match the contract.', [{ field, message: 'must match format "date"', code: 'format' }]);
  }
}

const has = (v: number | null | undefined) => v !== null && v !== undefined;
const invalid = (field: string, detail: string) => fieldUnprocessable('invalid_local_tax', field, detail);

/** The contract's rules of a registration (createCompanyLocalTax). */
function checkLocalTax(input: Schema<'LocalTaxCreate'>) {
  if (!has(input.residentRate) && !has(input.nonresidentRate) && !has(input.perPayAmount)) {
    throw invalid('body.residentRate', 'A local tax needs a residentRate, a nonresidentRate or a perPayAmount.');
  }
  if (has(input.annualMaximum) && !has(input.perPayAmount)) throw invalid('body.annualMaximum', 'annualMaximum is only for a perPayAmount.');
  if (input.rule && !has(input.residentRate)) throw invalid('body.rule', 'rule is only for a tax with a residentRate.');
  if (input.jurisdiction.endsWith('-NONE')) throw invalid('body.jurisdiction', `${input.jurisdiction} is reserved: it names an address in no taxing locality of its state.`);
  const start = dateOf(input.effectiveStart, 'body.effectiveStart');
  const end = input.effectiveEnd ? dateOf(input.effectiveEnd, 'body.effectiveEnd') : null;
  if (end && end < start) throw invalid('body.effectiveEnd', 'effectiveEnd is before effectiveStart.');
  return { start, end };
}

/** Registered local taxes of a company (contract tag LocalTaxes). */
export class LocalTaxService {
  constructor(private readonly ctx: ServiceContext) {}

  create(caller: Caller, companyId: string, input: Schema<'LocalTaxCreate'>) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const { start, end } = checkLocalTax(input);
      if (await findActiveLocalTaxVersion(tx, companyId, input.jurisdiction, input.code, start)) {
        throw fieldUnprocessable('local_tax_exists', 'body.effectiveStart', `An active ${input.code} registration of ${input.jurisdiction} from ${input.effectiveStart} exists; deactivate it first.`);
      }
      const row = await insertLocalTax(tx, {
        id: newId('ltx'),
        companyId,
        jurisdiction: input.jurisdiction,
        code: input.code,
        name: input.name ?? null,
        agency: input.agency ?? null,
        payer: input.payer,
        residentRate: input.residentRate ?? null,
        nonresidentRate: input.nonresidentRate ?? null,
        wageBase: input.wageBase ?? null,
        annualCap: input.annualCap ?? null,
        perPayAmount: input.perPayAmount ?? null,
        annualMaximum: input.annualMaximum ?? null,
        rule: input.rule ?? null,
        effectiveStart: start,
        effectiveEnd: end,
      });
      const tax = presentLocalTax(row);
      await emitCompanyEvent(tx, company, 'local_tax.created', 'LocalTax', tax);
      return tax;
    });
  }

  get(caller: Caller, companyId: string, id: string) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const row = await findLocalTax(db, companyId, id);
      if (!row) throw notFound('Local tax', id);
      return presentLocalTax(row);
    });
  }

  list(caller: Caller, companyId: string, query: PageQuery) {
    return companyRead(this.ctx, caller, companyId, async (db) => {
      const window = pageWindow(query);
      const { total, rows } = await listLocalTaxRows(db, companyId, window.skip, window.take);
      return envelope(window, total, rows.map(presentLocalTax));
    });
  }

  deactivate(caller: Caller, companyId: string, id: string) {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await findLocalTax(tx, companyId, id);
      if (!current) throw notFound('Local tax', id);
      if (!current.active) return presentLocalTax(current);
      const tax = presentLocalTax(await deactivateLocalTaxRow(tx, id));
      await emitCompanyEvent(tx, company, 'local_tax.deactivated', 'LocalTax', tax);
      return tax;
    });
  }
}
