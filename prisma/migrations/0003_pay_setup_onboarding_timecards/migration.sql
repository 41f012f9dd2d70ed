-- CreateEnum
CREATE TYPE "BenefitType" AS ENUM ('Medical125', 'Vision125', 'Dental125', 'Disability125', 'Accident125', 'Cancer125', 'CriticalIllness125', 'Hospital125', 'Life125', 'Pension401K');

-- CreateEnum
CREATE TYPE "HsaContributionLimit" AS ENUM ('Single', 'Family');

-- CreateEnum
CREATE TYPE "BenefitPeriod" AS ENUM ('Monthly');

-- CreateEnum
CREATE TYPE "BankAccountType" AS ENUM ('Checking', 'Savings');

-- CreateEnum
CREATE TYPE "BankAccountStatus" AS ENUM ('Active', 'Disabled');

-- CreateEnum
CREATE TYPE "TimecardStatus" AS ENUM ('InProgress', 'OnBreak', 'Completed');

-- CreateEnum
CREATE TYPE "BreakType" AS ENUM ('PaidMealBreak', 'UnpaidMealBreak', 'PaidRestBreak', 'UnpaidRestBreak');

-- CreateEnum
CREATE TYPE "W4FilingStatus" AS ENUM ('Single', 'MarriedFilingJointly', 'HeadOfHousehold');

-- CreateEnum
CREATE TYPE "TaxDepositStatus" AS ENUM ('Pending', 'Paid', 'Failed');

-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('CompanyAuthorization', 'CompanyTax', 'EmployeeTax', 'ContractorTax');

-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "implementationCompletedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "Signatory" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Signatory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyOnboardStep" (
    "companyId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "completedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyOnboardStep_pkey" PRIMARY KEY ("companyId","step")
);

-- CreateTable
CREATE TABLE "CompanyOnboardEmbed" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyOnboardEmbed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyVerificationDocument" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyVerificationDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "kind" "DocumentKind" NOT NULL,
    "category" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "quarter" INTEGER,
    "employeeId" TEXT,
    "contractorId" TEXT,
    "sourceKey" TEXT,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaxDeposit" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "tax" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "dueDate" DATE NOT NULL,
    "status" "TaxDepositStatus" NOT NULL DEFAULT 'Pending',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaxDeposit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EarningCode" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EarningCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentSchedule" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "payFrequency" "PayFrequency" NOT NULL,
    "firstPayday" DATE NOT NULL,
    "secondPayday" DATE,
    "firstPeriodEnd" DATE NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaymentSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyBenefit" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "source" TEXT,
    "description" TEXT,
    "effectiveStart" DATE NOT NULL,
    "effectiveEnd" DATE,
    "type" "BenefitType" NOT NULL,
    "period" "BenefitPeriod" NOT NULL DEFAULT 'Monthly',
    "employeeContributionAmount" DECIMAL(14,2),
    "employeeContributionPercent" DECIMAL(7,4),
    "companyContributionAmount" DECIMAL(14,2),
    "companyContributionPercent" DECIMAL(7,4),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyBenefit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeBenefit" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "companyBenefitId" TEXT,
    "source" TEXT,
    "description" TEXT,
    "effectiveStart" DATE NOT NULL,
    "effectiveEnd" DATE,
    "type" "BenefitType" NOT NULL,
    "hsaContributionLimit" "HsaContributionLimit",
    "period" "BenefitPeriod" NOT NULL DEFAULT 'Monthly',
    "employeeContributionAmount" DECIMAL(14,2),
    "employeeContributionPercent" DECIMAL(7,4),
    "companyContributionAmount" DECIMAL(14,2),
    "companyContributionPercent" DECIMAL(7,4),
    "isExternal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeBenefit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChildSupport" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "description" TEXT,
    "caseNumber" TEXT NOT NULL,
    "agency" TEXT NOT NULL,
    "issueDate" DATE NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "maxPercent" DECIMAL(7,4) NOT NULL DEFAULT 50,
    "effectiveStart" DATE NOT NULL,
    "effectiveEnd" DATE,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChildSupport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MiscellaneousDeduction" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "description" TEXT,
    "amount" DECIMAL(14,2),
    "percent" DECIMAL(7,4),
    "totalAmount" DECIMAL(14,2),
    "annualLimit" DECIMAL(14,2),
    "effectiveStart" DATE NOT NULL,
    "effectiveEnd" DATE,
    "withheldToDate" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MiscellaneousDeduction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankAccount" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT,
    "contractorId" TEXT,
    "routingNumber" VARCHAR(9) NOT NULL,
    "accountNumberEncrypted" TEXT NOT NULL,
    "accountNumberLastFour" VARCHAR(4) NOT NULL,
    "type" "BankAccountType" NOT NULL,
    "status" "BankAccountStatus" NOT NULL DEFAULT 'Active',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BankAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NetPaySplit" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT,
    "contractorId" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NetPaySplit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NetPaySplitItem" (
    "netPaySplitId" TEXT NOT NULL,
    "priority" INTEGER NOT NULL,
    "bankAccountId" TEXT NOT NULL,
    "amount" DECIMAL(14,2),
    "percentage" DECIMAL(7,4),

    CONSTRAINT "NetPaySplitItem_pkey" PRIMARY KEY ("netPaySplitId","priority")
);

-- CreateTable
CREATE TABLE "EmployeeW4" (
    "employeeId" TEXT NOT NULL,
    "filingStatus" "W4FilingStatus" NOT NULL,
    "multipleJobs" BOOLEAN NOT NULL DEFAULT false,
    "dependentsAmount" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "otherIncome" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "deductions" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "extraWithholding" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "signature" TEXT NOT NULL,
    "signedAt" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeW4_pkey" PRIMARY KEY ("employeeId")
);

-- CreateTable
CREATE TABLE "ContractorW9" (
    "contractorId" TEXT NOT NULL,
    "values" JSONB NOT NULL,
    "signature" TEXT NOT NULL,
    "signedAt" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractorW9_pkey" PRIMARY KEY ("contractorId")
);

-- CreateTable
CREATE TABLE "CompanyAttributeDefinition" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "options" JSONB NOT NULL DEFAULT '[]',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyAttributeDefinition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeAttributeValue" (
    "employeeId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeAttributeValue_pkey" PRIMARY KEY ("employeeId","name")
);

-- CreateTable
CREATE TABLE "ReciprocityElection" (
    "employeeId" TEXT NOT NULL,
    "workState" VARCHAR(2) NOT NULL,
    "residenceState" VARCHAR(2) NOT NULL,
    "elected" BOOLEAN NOT NULL,
    "effectiveStart" DATE,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReciprocityElection_pkey" PRIMARY KEY ("employeeId","workState","residenceState")
);

-- CreateTable
CREATE TABLE "Timecard" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "workplaceId" TEXT NOT NULL,
    "status" "TimecardStatus" NOT NULL DEFAULT 'InProgress',
    "openEmployeeId" TEXT,
    "clockInNote" TEXT,
    "clockOutNote" TEXT,
    "clockIn" TIMESTAMPTZ(3) NOT NULL,
    "clockOut" TIMESTAMPTZ(3),
    "changes" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Timecard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Break" (
    "id" TEXT NOT NULL,
    "timecardId" TEXT NOT NULL,
    "openTimecardId" TEXT,
    "type" "BreakType" NOT NULL,
    "acceptedStatus" BOOLEAN NOT NULL DEFAULT true,
    "breakStartNote" TEXT,
    "breakEndNote" TEXT,
    "breakStart" TIMESTAMPTZ(3) NOT NULL,
    "breakEnd" TIMESTAMPTZ(3),
    "changes" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Break_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Signatory_companyId_createdAt_id_idx" ON "Signatory"("companyId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyOnboardEmbed_tokenHash_key" ON "CompanyOnboardEmbed"("tokenHash");

-- CreateIndex
CREATE INDEX "CompanyOnboardEmbed_companyId_createdAt_id_idx" ON "CompanyOnboardEmbed"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CompanyVerificationDocument_companyId_createdAt_id_idx" ON "CompanyVerificationDocument"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Document_companyId_kind_createdAt_id_idx" ON "Document"("companyId", "kind", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Document_companyId_kind_category_sourceKey_key" ON "Document"("companyId", "kind", "category", "sourceKey");

-- CreateIndex
CREATE INDEX "TaxDeposit_companyId_createdAt_id_idx" ON "TaxDeposit"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TaxDeposit_payrollId_idx" ON "TaxDeposit"("payrollId");

-- CreateIndex
CREATE INDEX "EarningCode_companyId_createdAt_id_idx" ON "EarningCode"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "PaymentSchedule_companyId_createdAt_id_idx" ON "PaymentSchedule"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "CompanyBenefit_companyId_createdAt_id_idx" ON "CompanyBenefit"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EmployeeBenefit_companyId_createdAt_id_idx" ON "EmployeeBenefit"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "EmployeeBenefit_employeeId_idx" ON "EmployeeBenefit"("employeeId");

-- CreateIndex
CREATE INDEX "EmployeeBenefit_companyBenefitId_idx" ON "EmployeeBenefit"("companyBenefitId");

-- CreateIndex
CREATE INDEX "ChildSupport_companyId_createdAt_id_idx" ON "ChildSupport"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "ChildSupport_employeeId_idx" ON "ChildSupport"("employeeId");

-- CreateIndex
CREATE INDEX "MiscellaneousDeduction_companyId_createdAt_id_idx" ON "MiscellaneousDeduction"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "MiscellaneousDeduction_employeeId_idx" ON "MiscellaneousDeduction"("employeeId");

-- CreateIndex
CREATE INDEX "BankAccount_employeeId_createdAt_id_idx" ON "BankAccount"("employeeId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BankAccount_contractorId_createdAt_id_idx" ON "BankAccount"("contractorId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "BankAccount_companyId_idx" ON "BankAccount"("companyId");

-- CreateIndex
CREATE INDEX "NetPaySplit_employeeId_createdAt_id_idx" ON "NetPaySplit"("employeeId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NetPaySplit_contractorId_createdAt_id_idx" ON "NetPaySplit"("contractorId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "NetPaySplit_companyId_idx" ON "NetPaySplit"("companyId");

-- CreateIndex
CREATE INDEX "NetPaySplitItem_bankAccountId_idx" ON "NetPaySplitItem"("bankAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyAttributeDefinition_companyId_name_key" ON "CompanyAttributeDefinition"("companyId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Timecard_openEmployeeId_key" ON "Timecard"("openEmployeeId");

-- CreateIndex
CREATE INDEX "Timecard_companyId_createdAt_id_idx" ON "Timecard"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Timecard_employeeId_idx" ON "Timecard"("employeeId");

-- CreateIndex
CREATE INDEX "Timecard_workplaceId_idx" ON "Timecard"("workplaceId");

-- CreateIndex
CREATE UNIQUE INDEX "Break_openTimecardId_key" ON "Break"("openTimecardId");

-- CreateIndex
CREATE INDEX "Break_timecardId_breakStart_id_idx" ON "Break"("timecardId", "breakStart", "id");

-- AddForeignKey
ALTER TABLE "Signatory" ADD CONSTRAINT "Signatory_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyOnboardStep" ADD CONSTRAINT "CompanyOnboardStep_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyOnboardEmbed" ADD CONSTRAINT "CompanyOnboardEmbed_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyVerificationDocument" ADD CONSTRAINT "CompanyVerificationDocument_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TaxDeposit" ADD CONSTRAINT "TaxDeposit_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarningCode" ADD CONSTRAINT "EarningCode_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentSchedule" ADD CONSTRAINT "PaymentSchedule_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyBenefit" ADD CONSTRAINT "CompanyBenefit_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeBenefit" ADD CONSTRAINT "EmployeeBenefit_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeBenefit" ADD CONSTRAINT "EmployeeBenefit_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeBenefit" ADD CONSTRAINT "EmployeeBenefit_companyBenefitId_fkey" FOREIGN KEY ("companyBenefitId") REFERENCES "CompanyBenefit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChildSupport" ADD CONSTRAINT "ChildSupport_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChildSupport" ADD CONSTRAINT "ChildSupport_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MiscellaneousDeduction" ADD CONSTRAINT "MiscellaneousDeduction_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MiscellaneousDeduction" ADD CONSTRAINT "MiscellaneousDeduction_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankAccount" ADD CONSTRAINT "BankAccount_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankAccount" ADD CONSTRAINT "BankAccount_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankAccount" ADD CONSTRAINT "BankAccount_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NetPaySplit" ADD CONSTRAINT "NetPaySplit_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NetPaySplit" ADD CONSTRAINT "NetPaySplit_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NetPaySplit" ADD CONSTRAINT "NetPaySplit_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NetPaySplitItem" ADD CONSTRAINT "NetPaySplitItem_netPaySplitId_fkey" FOREIGN KEY ("netPaySplitId") REFERENCES "NetPaySplit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NetPaySplitItem" ADD CONSTRAINT "NetPaySplitItem_bankAccountId_fkey" FOREIGN KEY ("bankAccountId") REFERENCES "BankAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeW4" ADD CONSTRAINT "EmployeeW4_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorW9" ADD CONSTRAINT "ContractorW9_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyAttributeDefinition" ADD CONSTRAINT "CompanyAttributeDefinition_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeAttributeValue" ADD CONSTRAINT "EmployeeAttributeValue_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReciprocityElection" ADD CONSTRAINT "ReciprocityElection_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timecard" ADD CONSTRAINT "Timecard_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timecard" ADD CONSTRAINT "Timecard_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Timecard" ADD CONSTRAINT "Timecard_workplaceId_fkey" FOREIGN KEY ("workplaceId") REFERENCES "Workplace"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Break" ADD CONSTRAINT "Break_timecardId_fkey" FOREIGN KEY ("timecardId") REFERENCES "Timecard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules Prisma's schema language cannot state (kept here, checked by the database).
ALTER TABLE "BankAccount" ADD CONSTRAINT "BankAccount_one_owner" CHECK (("employeeId" IS NULL) <> ("contractorId" IS NULL));
ALTER TABLE "NetPaySplit" ADD CONSTRAINT "NetPaySplit_one_owner" CHECK (("employeeId" IS NULL) <> ("contractorId" IS NULL));
ALTER TABLE "Timecard" ADD CONSTRAINT "Timecard_open_matches_status" CHECK (("status" = 'Completed') = ("openEmployeeId" IS NULL));
ALTER TABLE "Break" ADD CONSTRAINT "Break_open_matches_end" CHECK (("breakEnd" IS NULL) = ("openTimecardId" IS NOT NULL));
