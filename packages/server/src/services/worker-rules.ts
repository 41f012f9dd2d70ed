import type { Department, Workplace } from '@prisma/client';
import type { Schema } from '@payroll/api-types';
import { DomainError, invalidReference } from '../core/errors';
import type { FieldCipher } from '../lib/secrets';
import type { Db } from '../repositories/db';
import { findDepartment, findWorkplaces } from '../repositories/org';

type SsnStatus = Schema<'SsnValidationStatus'>;

/** docs/domain-rules.md, "SSN validation": area 000, 666 or 9xx, group 00 or serial 0000 is Invalid; others Validated. */
export function ssnValidationStatus(ssn: string): SsnStatus {
  const digits = ssn.replace(/-/g, '');
  const area = digits.slice(0, 3);
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  if (area === '000' || area === '666' || area.startsWith('9') || group === '00' || serial === '0000') return 'Invalid';
  return 'Validated';
}

/** The columns that store an SSN: encrypted whole, last four in clear. */
export function ssnColumns(ssn: string | undefined, cipher: FieldCipher) {
  if (ssn === undefined) return {};
  const digits = ssn.replace(/-/g, '');
  return { ssnEncrypted: cipher.encrypt(digits), ssnLastFour: digits.slice(-4), ssnValidationStatus: ssnValidationStatus(digits) };
}

/**
 * Workplace and department ids sent must belong to the company (422 invalid_reference on the field sent);
 * the primary workplace the write leaves the worker with must be one of its workplaces (422 workplace_not_assigned).
 */
export async function checkWorkerReferences(
  tx: Db,
  companyId: string,
  refs: { workplaces?: string[]; primaryWorkplaceId?: string; departmentId?: string | null },
  resulting: { workplaces: string[]; primaryWorkplaceId?: string | null },
) {
  await checkWorkerReferencesWith({ workplaces: (ids) => findWorkplaces(tx, companyId, ids), department: (id) => findDepartment(tx, companyId, id) }, refs, resulting);
}

/** How checkWorkerReferencesWith reads the company's workplaces and departments (through Prisma, or on the driver). */
export interface WorkerReferenceReads {
  workplaces(ids: string[]): Promise<Workplace[]>;
  department(id: string): Promise<Department | null>;
}

/** checkWorkerReferences with its reads given; returns the workplaces sent (`refs.workplaces` and the primary one) and the department sent, as read. */
export async function checkWorkerReferencesWith(
  read: WorkerReferenceReads,
  refs: { workplaces?: string[]; primaryWorkplaceId?: string; departmentId?: string | null },
  resulting: { workplaces: string[]; primaryWorkplaceId?: string | null },
): Promise<{ workplaces: Workplace[]; department: Department | null }> {
  let workplaces: Workplace[] = [];
  if (refs.workplaces) {
    const unique = [...new Set(refs.workplaces)];
    workplaces = await read.workplaces(unique);
    const missing = unique.filter((id) => !workplaces.some((w) => w.id === id));
    if (missing.length) throw invalidReference('body.workplaces', `Unknown workplaces in this company: ${missing.join(', ')}.`);
  }
  const primary = refs.primaryWorkplaceId;
  if (primary && !refs.workplaces?.includes(primary)) {
    const found = await read.workplaces([primary]);
    if (!found.length) throw invalidReference('body.primaryWorkplaceId', `Workplace ${primary} is not a workplace of this company.`);
    workplaces = [...workplaces, ...found];
  }
  let department: Department | null = null;
  if (refs.departmentId && !(department = await read.department(refs.departmentId))) {
    throw invalidReference('body.departmentId', `Department ${refs.departmentId} is not a department of this company.`);
  }
  if (resulting.primaryWorkplaceId && !resulting.workplaces.includes(resulting.primaryWorkplaceId)) {
    throw new DomainError('unprocessable', 'workplace_not_assigned', `Primary workplace ${resulting.primaryWorkplaceId} must be one of the workplaces.`, [
      { field: 'body.primaryWorkplaceId', message: 'not among workplaces', code: 'workplace_not_assigned' },
    ]);
  }
  return { workplaces, department };
}

export function checkDates(start?: string | null, end?: string | null, field = 'body.terminationDate') {
  if (start && end && end < start) {
    throw new DomainError('unprocessable', 'invalid_date_range', 'The end date is before the start date.', [{ field, message: 'before startDate', code: 'invalid_date_range' }]);
  }
}
