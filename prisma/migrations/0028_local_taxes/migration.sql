-- Local taxes (issue 30, section 2): locality codes on residences and workplaces, and the local taxes a company
-- registers (docs/domain-rules.md, "Local taxes").
-- AlterTable
ALTER TABLE "Employee" ADD COLUMN "residenceLocalities" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "Workplace" ADD COLUMN "localities" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "CompanyLocalTax" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "jurisdiction" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT,
    "agency" TEXT,
    "payer" TEXT NOT NULL,
    "residentRate" DECIMAL(9,6),
    "nonresidentRate" DECIMAL(9,6),
    "wageBase" DECIMAL(14,2),
    "annualCap" DECIMAL(14,2),
    "perPayAmount" DECIMAL(14,2),
    "annualMaximum" DECIMAL(14,2),
    "rule" TEXT,
    "effectiveStart" DATE NOT NULL,
    "effectiveEnd" DATE,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyLocalTax_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompanyLocalTax_companyId_createdAt_id_idx" ON "CompanyLocalTax"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CompanyLocalTax_companyId_jurisdiction_code_idx" ON "CompanyLocalTax"("companyId", "jurisdiction", "code");

-- AddForeignKey
ALTER TABLE "CompanyLocalTax" ADD CONSTRAINT "CompanyLocalTax_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
