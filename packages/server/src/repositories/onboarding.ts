import type { Prisma } from '@prisma/client';
import type { Db } from './db';
import { and, stableOrder } from './query';

// Company onboarding: signatories, completed steps, hosted-page tokens, verification uploads, and the
// authorization documents the steps produce (Document rows of kind CompanyAuthorization).

/** Takes the company's row lock for the rest of the transaction and returns the row as it is now. */
export function lockCompany(db: Db, id: string, now: Date) {
  return db.company.update({ where: { id }, data: { updatedAt: now } });
}

// --- signatories

export function insertSignatory(db: Db, data: Prisma.SignatoryUncheckedCreateInput) {
  return db.signatory.create({ data });
}

export function findSignatory(db: Db, companyId: string, id: string) {
  return db.signatory.findFirst({ where: { companyId, id } });
}

export async function listSignatoryRows(db: Db, companyId: string, skip: number, take: number) {
  const where = { companyId };
  const [total, rows] = await Promise.all([db.signatory.count({ where }), db.signatory.findMany({ where, orderBy: stableOrder, skip, take })]);
  return { total, rows };
}

// --- steps

export function upsertOnboardStep(db: Db, companyId: string, step: string, data: Prisma.InputJsonValue, completedAt: Date) {
  return db.companyOnboardStep.upsert({
    where: { companyId_step: { companyId, step } },
    create: { companyId, step, data, completedAt },
    update: { data, completedAt },
  });
}

export function findOnboardStep(db: Db, companyId: string, step: string) {
  return db.companyOnboardStep.findUnique({ where: { companyId_step: { companyId, step } } });
}

export async function completedStepNames(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.companyOnboardStep.findMany({ where: { companyId }, select: { step: true } });
  return rows.map((r) => r.step);
}

export function insertVerificationDocument(db: Db, data: Prisma.CompanyVerificationDocumentUncheckedCreateInput) {
  return db.companyVerificationDocument.create({ data });
}

// --- hosted pages

export function insertOnboardEmbed(db: Db, data: Prisma.CompanyOnboardEmbedUncheckedCreateInput) {
  return db.companyOnboardEmbed.create({ data });
}

export function findOnboardEmbedByHash(db: Db, tokenHash: string) {
  return db.companyOnboardEmbed.findUnique({ where: { tokenHash } });
}

/** Marks a page used if it still is usable; false when another request used it first or it expired. */
export async function claimOnboardEmbed(db: Db, id: string, now: Date): Promise<boolean> {
  const { count } = await db.companyOnboardEmbed.updateMany({ where: { id, completedAt: null, expiresAt: { gt: now } }, data: { completedAt: now } });
  return count === 1;
}

// --- authorization documents

export interface DocumentKey {
  companyId: string;
  category: string;
  sourceKey: string;
}

/** Creates the document of its source, or replaces it (same id) when the source produces it again. */
export function upsertAuthorizationDocument(
  db: Db,
  key: DocumentKey,
  data: { id: string; label: string; year: number; quarter: number | null; content: Prisma.DocumentUncheckedCreateInput['content']; createdAt: Date },
) {
  const { id, ...replace } = data;
  return db.document.upsert({
    where: { companyId_kind_category_sourceKey: { ...key, kind: 'CompanyAuthorization' } },
    create: { ...key, kind: 'CompanyAuthorization', id, ...replace },
    update: replace,
  });
}

export interface DocumentFilters {
  year?: number;
  quarter?: number;
}

const listColumns = { id: true, companyId: true, category: true, label: true, year: true, quarter: true, createdAt: true } as const;

export async function listAuthorizationDocumentRows(db: Db, companyId: string, f: DocumentFilters, skip: number, take: number) {
  const where = and(
    { companyId, kind: 'CompanyAuthorization' },
    f.year !== undefined ? { year: f.year } : undefined,
    f.quarter !== undefined ? { quarter: f.quarter } : undefined,
  ) as Prisma.DocumentWhereInput;
  const [total, rows] = await Promise.all([
    db.document.count({ where }),
    db.document.findMany({ where, orderBy: stableOrder, skip, take, select: listColumns }),
  ]);
  return { total, rows };
}

export function findAuthorizationDocument(db: Db, companyId: string, id: string) {
  return db.document.findFirst({ where: { companyId, id, kind: 'CompanyAuthorization' }, select: listColumns });
}

export function findAuthorizationDocumentContent(db: Db, companyId: string, id: string) {
  return db.document.findFirst({ where: { companyId, id, kind: 'CompanyAuthorization' } });
}

/** Records SUI rates from their effective dates; a rate of the same state and date is replaced. */
export async function upsertSuiRates(db: Db, companyId: string, rates: Array<{ state: string; rate: string; effectiveStart: Date }>): Promise<void> {
  for (const r of rates) {
    await db.companySuiRate.upsert({
      where: { companyId_state_effectiveStart: { companyId, state: r.state, effectiveStart: r.effectiveStart } },
      create: { companyId, state: r.state, effectiveStart: r.effectiveStart, rate: r.rate },
      update: { rate: r.rate },
    });
  }
}
