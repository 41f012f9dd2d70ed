-- CreateEnum
CREATE TYPE "CompanyStatus" AS ENUM ('Active', 'Suspended', 'Deactivated');

-- CreateEnum
CREATE TYPE "LegalType" AS ENUM ('SoleProprietorship', 'LimitedLiabilityCompany', 'Partnership', 'NonProfitOrganization', 'GovernmentOrganization', 'CCorporation', 'SCorporation');

-- CreateEnum
CREATE TYPE "Industry" AS ENUM ('GeneralConstructionGeneralContracting', 'HvacPlumbingAndElectricalContracting', 'FoodAndBeverageRetailAndWholesale', 'ArtsEntertainmentAndRecreation', 'ScientificAndTechnicalServices', 'NonFoodRetailAndWholesale', 'HospitalityAccommodation', 'TobaccoOrAlcoholSales', 'PersonalCareServices', 'EducationalServices');

-- CreateEnum
CREATE TYPE "PayFrequency" AS ENUM ('Weekly', 'Biweekly', 'Semimonthly', 'Monthly', 'Quarterly', 'Annually');

-- CreateEnum
CREATE TYPE "ProcessingPeriod" AS ENUM ('FourDay', 'ThreeDay', 'TwoDay', 'OneDay');

-- CreateEnum
CREATE TYPE "DeliveryMethod" AS ENUM ('PrintAndMailAll', 'Electronic', 'ElectronicWithPrintFallback');

-- CreateEnum
CREATE TYPE "MerchantOnboardingStatus" AS ENUM ('NotStarted', 'InProgress', 'Completed');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('DirectDeposit', 'Manual');

-- CreateEnum
CREATE TYPE "FlsaOvertimeExemption" AS ENUM ('NonExempt', 'Exempt');

-- CreateEnum
CREATE TYPE "SupplementalTaxMethod" AS ENUM ('Flat', 'Aggregate');

-- CreateEnum
CREATE TYPE "WagePeriod" AS ENUM ('Hourly', 'Annually');

-- CreateEnum
CREATE TYPE "SsnValidationStatus" AS ENUM ('Pending', 'Validated', 'Invalid');

-- CreateEnum
CREATE TYPE "ContractorType" AS ENUM ('Individual', 'Business');

-- CreateEnum
CREATE TYPE "ApiKeyKind" AS ENUM ('Partner', 'Corporation', 'Company');

-- CreateEnum
CREATE TYPE "IdempotencyStatus" AS ENUM ('InFlight', 'Completed');

-- CreateTable
CREATE TABLE "Partner" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Partner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Corporation" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Corporation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "kind" "ApiKeyKind" NOT NULL,
    "ownerId" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "lastUsedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Company" (
    "id" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "corporationId" TEXT,
    "legalName" TEXT NOT NULL,
    "tradeName" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "website" TEXT,
    "taxId" TEXT,
    "timekeepingCode" TEXT NOT NULL,
    "deactivationReason" TEXT,
    "acceptedTerms" BOOLEAN NOT NULL DEFAULT false,
    "termsAcceptedAt" TIMESTAMPTZ(3),
    "legalType" "LegalType" NOT NULL,
    "industry" "Industry",
    "status" "CompanyStatus" NOT NULL DEFAULT 'Active',
    "street1" TEXT,
    "street2" TEXT,
    "city" TEXT,
    "zipcode" TEXT,
    "state" TEXT,
    "country" TEXT,
    "payrollActivated" BOOLEAN NOT NULL DEFAULT false,
    "onboardingStartedAt" TIMESTAMPTZ(3),
    "onboardingCompletedAt" TIMESTAMPTZ(3),
    "completedItems" JSONB NOT NULL DEFAULT '[]',
    "terminated" BOOLEAN NOT NULL DEFAULT false,
    "inGoodStanding" BOOLEAN NOT NULL DEFAULT true,
    "startDate" DATE,
    "payFrequency" "PayFrequency",
    "processingPeriod" "ProcessingPeriod" NOT NULL DEFAULT 'FourDay',
    "w2DeliveryMethod" "DeliveryMethod" NOT NULL DEFAULT 'PrintAndMailAll',
    "contractor1099DeliveryMethod" "DeliveryMethod" NOT NULL DEFAULT 'PrintAndMailAll',
    "implementationStatus" TEXT NOT NULL DEFAULT 'NotStarted',
    "implementationStartedAt" TIMESTAMPTZ(3),
    "implementationCancelledAt" TIMESTAMPTZ(3),
    "merchantActivated" BOOLEAN NOT NULL DEFAULT false,
    "merchantOnboardingStatus" "MerchantOnboardingStatus" NOT NULL DEFAULT 'NotStarted',
    "merchantOnboardingStartedAt" TIMESTAMPTZ(3),
    "merchantOnboardingCompletedAt" TIMESTAMPTZ(3),
    "deliveryPolicyUrl" TEXT,
    "returnPolicyUrl" TEXT,
    "termsOfServiceUrl" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Workplace" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "street1" TEXT,
    "street2" TEXT,
    "city" TEXT,
    "zipcode" TEXT,
    "state" TEXT,
    "country" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Workplace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Department" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "parentId" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employee" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "email" TEXT,
    "ssnEncrypted" TEXT,
    "ssnLastFour" VARCHAR(4),
    "ssnValidationStatus" "SsnValidationStatus" NOT NULL DEFAULT 'Pending',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "formW2ElectronicConsent" BOOLEAN NOT NULL DEFAULT false,
    "dateOfBirth" DATE,
    "startDate" DATE,
    "terminationDate" DATE,
    "defaultPaymentMethod" "PaymentMethod" NOT NULL DEFAULT 'DirectDeposit',
    "defaultNetPaySplitId" TEXT,
    "primaryWorkplaceId" TEXT,
    "departmentId" TEXT,
    "street1" TEXT,
    "street2" TEXT,
    "city" TEXT,
    "zipcode" TEXT,
    "state" TEXT,
    "country" TEXT,
    "wageRate" DECIMAL(14,4),
    "wagePeriod" "WagePeriod",
    "flsaOvertimeExemptionStatus" "FlsaOvertimeExemption",
    "supplementalTaxMethod" "SupplementalTaxMethod",
    "fullTimeHours" DECIMAL(12,2),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Employee_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployeeWorkplace" (
    "employeeId" TEXT NOT NULL,
    "workplaceId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeWorkplace_pkey" PRIMARY KEY ("employeeId","workplaceId")
);

-- CreateTable
CREATE TABLE "Contractor" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "firstName" TEXT,
    "middleName" TEXT,
    "lastName" TEXT,
    "businessName" TEXT,
    "email" TEXT,
    "ein" TEXT,
    "ssnEncrypted" TEXT,
    "ssnLastFour" VARCHAR(4),
    "ssnValidationStatus" "SsnValidationStatus" NOT NULL DEFAULT 'Pending',
    "type" "ContractorType" NOT NULL DEFAULT 'Individual',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "form1099ElectronicConsent" BOOLEAN NOT NULL DEFAULT false,
    "dateOfBirth" DATE,
    "startDate" DATE,
    "terminationDate" DATE,
    "defaultPaymentMethod" "PaymentMethod" NOT NULL DEFAULT 'DirectDeposit',
    "defaultNetPaySplitId" TEXT,
    "primaryWorkplaceId" TEXT,
    "departmentId" TEXT,
    "street1" TEXT,
    "street2" TEXT,
    "city" TEXT,
    "zipcode" TEXT,
    "state" TEXT,
    "country" TEXT,
    "wageRate" DECIMAL(14,4),
    "wagePeriod" "WagePeriod",
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Contractor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractorWorkplace" (
    "contractorId" TEXT NOT NULL,
    "workplaceId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContractorWorkplace_pkey" PRIMARY KEY ("contractorId","workplaceId")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "partnerId" TEXT NOT NULL,
    "companyId" TEXT,
    "resourceType" TEXT NOT NULL,
    "resourceId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyRecord" (
    "apiKeyId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" "IdempotencyStatus" NOT NULL DEFAULT 'InFlight',
    "responseStatus" INTEGER,
    "responseBody" JSONB,
    "responseHeaders" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "IdempotencyRecord_pkey" PRIMARY KEY ("apiKeyId","key")
);

-- CreateTable
CREATE TABLE "RateLimitWindow" (
    "apiKeyId" TEXT NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RateLimitWindow_pkey" PRIMARY KEY ("apiKeyId","windowStart")
);

-- CreateIndex
CREATE INDEX "Partner_createdAt_id_idx" ON "Partner"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Corporation_partnerId_createdAt_id_idx" ON "Corporation"("partnerId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

-- CreateIndex
CREATE INDEX "ApiKey_kind_ownerId_idx" ON "ApiKey"("kind", "ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "Company_timekeepingCode_key" ON "Company"("timekeepingCode");

-- CreateIndex
CREATE INDEX "Company_partnerId_createdAt_id_idx" ON "Company"("partnerId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Company_corporationId_createdAt_id_idx" ON "Company"("corporationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Workplace_companyId_createdAt_id_idx" ON "Workplace"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Department_companyId_createdAt_id_idx" ON "Department"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Department_parentId_idx" ON "Department"("parentId");

-- CreateIndex
CREATE INDEX "Employee_companyId_createdAt_id_idx" ON "Employee"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Employee_departmentId_idx" ON "Employee"("departmentId");

-- CreateIndex
CREATE INDEX "Employee_primaryWorkplaceId_idx" ON "Employee"("primaryWorkplaceId");

-- CreateIndex
CREATE UNIQUE INDEX "Employee_companyId_code_key" ON "Employee"("companyId", "code");

-- CreateIndex
CREATE INDEX "EmployeeWorkplace_workplaceId_idx" ON "EmployeeWorkplace"("workplaceId");

-- CreateIndex
CREATE INDEX "Contractor_companyId_createdAt_id_idx" ON "Contractor"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Contractor_departmentId_idx" ON "Contractor"("departmentId");

-- CreateIndex
CREATE INDEX "Contractor_primaryWorkplaceId_idx" ON "Contractor"("primaryWorkplaceId");

-- CreateIndex
CREATE INDEX "ContractorWorkplace_workplaceId_idx" ON "ContractorWorkplace"("workplaceId");

-- CreateIndex
CREATE INDEX "Event_partnerId_createdAt_id_idx" ON "Event"("partnerId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Event_companyId_createdAt_id_idx" ON "Event"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Event_resourceType_resourceId_idx" ON "Event"("resourceType", "resourceId");

-- CreateIndex
CREATE INDEX "IdempotencyRecord_expiresAt_idx" ON "IdempotencyRecord"("expiresAt");

-- CreateIndex
CREATE INDEX "RateLimitWindow_windowStart_idx" ON "RateLimitWindow"("windowStart");

-- AddForeignKey
ALTER TABLE "Corporation" ADD CONSTRAINT "Corporation_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "Partner"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_corporationId_fkey" FOREIGN KEY ("corporationId") REFERENCES "Corporation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Workplace" ADD CONSTRAINT "Workplace_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Department" ADD CONSTRAINT "Department_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Department" ADD CONSTRAINT "Department_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Department"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_primaryWorkplaceId_fkey" FOREIGN KEY ("primaryWorkplaceId") REFERENCES "Workplace"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employee" ADD CONSTRAINT "Employee_departmentId_fkey" FOREIGN KEY ("departmentId") REFERENCES "Department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeWorkplace" ADD CONSTRAINT "EmployeeWorkplace_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployeeWorkplace" ADD CONSTRAINT "EmployeeWorkplace_workplaceId_fkey" FOREIGN KEY ("workplaceId") REFERENCES "Workplace"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contractor" ADD CONSTRAINT "Contractor_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contractor" ADD CONSTRAINT "Contractor_primaryWorkplaceId_fkey" FOREIGN KEY ("primaryWorkplaceId") REFERENCES "Workplace"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Contractor" ADD CONSTRAINT "Contractor_departmentId_fkey" FOREIGN KEY ("departmentId") REFERENCES "Department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorWorkplace" ADD CONSTRAINT "ContractorWorkplace_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContractorWorkplace" ADD CONSTRAINT "ContractorWorkplace_workplaceId_fkey" FOREIGN KEY ("workplaceId") REFERENCES "Workplace"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

