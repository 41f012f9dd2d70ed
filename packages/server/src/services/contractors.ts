import type { Schema } from '@payroll/api-types';
import type { Caller } from '../http/context';
import { notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { FieldCipher } from '../lib/secrets';
import { envelope, pageWindow, type PageQuery } from '../lib/paging';
import { emitCompanyEvent } from './events';
import {
  findContractor,
  insertContractor,
  listContractorRows,
  updateContractorRow,
  type ContractorRow,
  type WorkerFilters,
} from '../repositories/workers';
import type { ServiceContext } from './context';
import { addressIn, addressOut, defined, isoDate, money, parseDate } from './format';
import { requireCompany } from './scope';
import { checkDates, checkWorkerReferences, ssnColumns } from './worker-rules';

type Contractor = Schema<'Contractor'>;
type Step = Schema<'ContractorOnboardStep'>;

/**
 * domain.md section 2: the type comes first; then an Individual needs a valid SSN, a Business an EIN;
 * direct deposit needs a bank account. Every contractor step blocks payroll.
 */
export function contractorOnboard(row: ContractorRow): Schema<'ContractorOnboard'> {
  const type: Array<'type'> = row.type ? [] : ['type'];
  const ssn: Array<'ssn' | 'ssnValidation'> =
    row.type !== 'Individual' ? [] : !row.ssnEncrypted ? ['ssn'] : row.ssnValidationStatus === 'Invalid' ? ['ssnValidation'] : [];
  const ein: Array<'ein'> = row.type === 'Business' && !row.ein ? ['ein'] : [];
  // Direct deposit needs an Active bank account; a paper check (Manual) needs nothing.
  const paymentMethod: Array<'bankAccount'> =
    row.defaultPaymentMethod === 'DirectDeposit' && !row.bankAccounts.some((a) => a.status === 'Active') ? ['bankAccount'] : [];
  const missing: Record<Step, unknown[]> = { type, ssn, ein, paymentMethod };
  const blockingSteps = (['type', 'ssn', 'ein', 'paymentMethod'] as Step[]).filter((s) => missing[s].length > 0);
  return {
    status: blockingSteps.length ? 'Blocking' : 'Completed',
    blockingSteps,
    remainingSteps: blockingSteps,
    type,
    ssn,
    ein,
    paymentMethod,
  };
}

export function presentContractor(row: ContractorRow): Contractor {
  const address = addressOut(row);
  return {
    ...defined({
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      businessName: row.businessName,
      email: row.email,
      ein: row.ein,
      ssnLastFour: row.ssnLastFour,
      dateOfBirth: isoDate(row.dateOfBirth),
      startDate: isoDate(row.startDate),
      terminationDate: isoDate(row.terminationDate),
      type: row.type,
      defaultNetPaySplit: row.defaultNetPaySplitId,
      primaryWorkplace: row.primaryWorkplaceId,
      department: row.department ? { id: row.department.id, name: row.department.name } : undefined,
      address: Object.keys(address).length ? address : undefined,
      wage: row.wageRate !== null && row.wagePeriod ? { rate: money(row.wageRate)!, period: row.wagePeriod } : undefined,
    }),
    id: row.id,
    companyId: row.companyId,
    ssnValidationStatus: row.ssnValidationStatus,
    defaultPaymentMethod: row.defaultPaymentMethod,
    bankAccounts: row.bankAccounts.map((a) => a.id),
    workplaces: row.workplaces.map((l) => ({ id: l.workplace.id, name: l.workplace.name })),
    onboard: contractorOnboard(row),
    form1099ElectronicConsent: row.form1099ElectronicConsent,
    active: row.active,
  };
}

/** The workplaces, without repeats, with the primary one added when missing. */
const withPrimary = (workplaces: string[], primary: string | null | undefined) => [...new Set(primary ? [...workplaces, primary] : workplaces)];


/** Request fields -> columns, shared by create and update (absent fields stay undefined: unchanged). */
function contractorColumns(input: Schema<'ContractorCreate'> | Schema<'ContractorUpdate'>, cipher: FieldCipher) {
  return {
    firstName: input.firstName,
    middleName: input.middleName,
    lastName: input.lastName,
    businessName: input.businessName,
    email: input.email,
    ein: input.ein, // returned as given (contract)
    type: input.type,
    active: input.active,
    form1099ElectronicConsent: input.form1099ElectronicConsent,
    dateOfBirth: parseDate(input.dateOfBirth),
    startDate: parseDate(input.startDate),
    terminationDate: parseDate(input.terminationDate),
    defaultPaymentMethod: input.defaultPaymentMethod,
    primaryWorkplaceId: input.primaryWorkplaceId,
    departmentId: input.departmentId,
    wageRate: input.wage?.rate,
    wagePeriod: input.wage?.period,
    ...addressIn(input.address),
    ...ssnColumns(input.ssn, cipher),
  };
}

export class ContractorService {
  constructor(private readonly ctx: ServiceContext) {}

  create(caller: Caller, companyId: string, input: Schema<'ContractorCreate'>): Promise<Contractor> {
    return this.ctx.prisma.$transaction(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      // Contract: the primary workplace is added to the workplaces when not listed there.
      const workplaces = withPrimary(input.workplaces ?? [], input.primaryWorkplaceId);
      await checkWorkerReferences(tx, companyId, input, { workplaces, primaryWorkplaceId: input.primaryWorkplaceId });
      checkDates(input.startDate, input.terminationDate);
      const row = await insertContractor(
        tx,
        {
          id: newId('ctr'),
          companyId,
          ...contractorColumns(input, this.ctx.cipher),
          active: input.active ?? true,
          form1099ElectronicConsent: input.form1099ElectronicConsent ?? false,
          defaultPaymentMethod: input.defaultPaymentMethod ?? 'Manual',
        },
        workplaces,
      );
      const contractor = presentContractor(row);
      await emitCompanyEvent(tx, company, 'contractor.created', 'Contractor', contractor);
      return contractor;
    });
  }

  async get(caller: Caller, companyId: string, id: string): Promise<Contractor> {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const row = await findContractor(this.ctx.prisma, companyId, id);
    if (!row) throw notFound('Contractor', id);
    return presentContractor(row);
  }

  async list(caller: Caller, companyId: string, query: WorkerFilters & PageQuery) {
    await requireCompany(this.ctx.prisma, caller, companyId);
    const window = pageWindow(query);
    const { total, rows } = await listContractorRows(this.ctx.prisma, companyId, query, window.skip, window.take);
    return envelope(window, total, rows.map(presentContractor));
  }

  update(caller: Caller, companyId: string, id: string, input: Schema<'ContractorUpdate'>): Promise<Contractor> {
    return this.ctx.prisma.$transaction(async (tx) => {
      const company = await requireCompany(tx, caller, companyId);
      const current = await findContractor(tx, companyId, id);
      if (!current) throw notFound('Contractor', id);
      const primaryWorkplaceId = input.primaryWorkplaceId ?? current.primaryWorkplaceId;
      const currentWorkplaces = current.workplaces.map((w) => w.workplaceId);
      const workplaces = withPrimary(input.workplaces ?? currentWorkplaces, primaryWorkplaceId);
      await checkWorkerReferences(tx, companyId, input, { workplaces, primaryWorkplaceId });
      checkDates(input.startDate ?? isoDate(current.startDate), input.terminationDate ?? isoDate(current.terminationDate));
      const row = await updateContractorRow(
        tx,
        companyId,
        id,
        contractorColumns(input, this.ctx.cipher),
        input.workplaces || workplaces.length !== currentWorkplaces.length ? workplaces : undefined,
      );
      const contractor = presentContractor(row);
      await emitCompanyEvent(tx, company, 'contractor.updated', 'Contractor', contractor);
      return contractor;
    });
  }
}
