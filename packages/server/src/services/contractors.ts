import type { Schema } from '@payroll/api-types';
import type { Caller } from '../core/caller';
import { newId } from '../core/ids';
import type { FieldCipher } from '../lib/secrets';
import type { PageQuery } from '../lib/paging';
import {
  findContractor,
  insertContractor,
  listContractorRows,
  updateContractorRow,
  type ContractorRow,
  type WorkerFilters,
} from '../repositories/workers';
import type { ServiceContext } from './context';
import { addressIn, addressOut, defined, isoDate, money } from './format';
import { companyTx } from './scope';
import { checkDates, checkWorkerReferences } from './worker-rules';
import { emitWorkerEvent, getWorker, listWorkers, requireWorker, sharedWorkerColumns, type WorkerKind } from './workers';

type Contractor = Schema<'Contractor'>;
type Step = Schema<'ContractorOnboardStep'>;

/**
 * docs/domain-rules.md, "Contractor onboarding": the type comes first; then an Individual needs a valid SSN, a Business an EIN;
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
    ...sharedWorkerColumns(input, cipher),
    businessName: input.businessName,
    ein: input.ein, // returned as given (contract)
    type: input.type,
    form1099ElectronicConsent: input.form1099ElectronicConsent,
    wageRate: input.wage?.rate,
    wagePeriod: input.wage?.period,
    ...addressIn(input.address),
  };
}

const CONTRACTORS: WorkerKind<ContractorRow, Contractor> = {
  resourceType: 'Contractor',
  eventPrefix: 'contractor',
  find: findContractor,
  list: listContractorRows,
  present: presentContractor,
};

export class ContractorService {
  constructor(private readonly ctx: ServiceContext) {}

  create(caller: Caller, companyId: string, input: Schema<'ContractorCreate'>): Promise<Contractor> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
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
      await emitWorkerEvent(tx, company, CONTRACTORS, 'created', contractor);
      return contractor;
    });
  }

  get(caller: Caller, companyId: string, id: string): Promise<Contractor> {
    return getWorker(this.ctx, CONTRACTORS, caller, companyId, id);
  }

  list(caller: Caller, companyId: string, query: WorkerFilters & PageQuery) {
    return listWorkers(this.ctx, CONTRACTORS, caller, companyId, query);
  }

  update(caller: Caller, companyId: string, id: string, input: Schema<'ContractorUpdate'>): Promise<Contractor> {
    return companyTx(this.ctx, caller, companyId, async (tx, company) => {
      const current = await requireWorker(tx, CONTRACTORS, companyId, id);
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
      await emitWorkerEvent(tx, company, CONTRACTORS, 'updated', contractor);
      return contractor;
    });
  }
}
