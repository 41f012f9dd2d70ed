-- Issue 39: files for tax agencies (docs/filings.md): the EFW2 of a company's Forms W-2, stored immutable with its SHA-256,
-- and the W-2 documents each carries with their filing status.
-- CreateTable
CREATE TABLE "FilingFile" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "taxYear" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Created',
    "contentEncrypted" TEXT NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "byteCount" INTEGER NOT NULL,
    "recordCount" INTEGER NOT NULL,
    "totals" JSONB NOT NULL,
    "validation" JSONB NOT NULL,
    "submittedAt" TIMESTAMPTZ(3),
    "acknowledgedAt" TIMESTAMPTZ(3),
    "agencyReference" TEXT,
    "agencyErrors" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FilingFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FilingFileDocument" (
    "filingFileId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Included',

    CONSTRAINT "FilingFileDocument_pkey" PRIMARY KEY ("filingFileId","employeeId")
);

-- CreateIndex
CREATE INDEX "FilingFile_companyId_createdAt_id_idx" ON "FilingFile"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "FilingFileDocument_documentId_idx" ON "FilingFileDocument"("documentId");

-- AddForeignKey
ALTER TABLE "FilingFile" ADD CONSTRAINT "FilingFile_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FilingFileDocument" ADD CONSTRAINT "FilingFileDocument_filingFileId_fkey" FOREIGN KEY ("filingFileId") REFERENCES "FilingFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
