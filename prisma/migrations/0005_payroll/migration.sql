-- CreateEnum
CREATE TYPE "PayrollStatus" AS ENUM ('Draft', 'Pending', 'Processing', 'Paid', 'PartiallyPaid', 'Failed');

-- CreateEnum
CREATE TYPE "PayrollType" AS ENUM ('Regular', 'OffCycle', 'Amendment');

-- CreateTable
CREATE TABLE "Payroll" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "paymentScheduleId" TEXT,
    "periodStart" DATE NOT NULL,
    "periodEnd" DATE NOT NULL,
    "payday" DATE NOT NULL,
    "deadline" DATE NOT NULL,
    "status" "PayrollStatus" NOT NULL DEFAULT 'Draft',
    "type" "PayrollType" NOT NULL DEFAULT 'Regular',
    "frequency" "PayFrequency" NOT NULL,
    "processingPeriod" "ProcessingPeriod" NOT NULL,
    "fundingMethod" TEXT NOT NULL DEFAULT 'Ach',
    "forceSupplementalWithholdings" BOOLEAN NOT NULL DEFAULT false,
    "applyBenefits" BOOLEAN NOT NULL DEFAULT true,
    "applyDeductions" BOOLEAN NOT NULL DEFAULT true,
    "isVoid" BOOLEAN NOT NULL DEFAULT false,
    "approvedAt" TIMESTAMPTZ(3),
    "statusChangedAt" TIMESTAMPTZ(3),
    "totals" JSONB NOT NULL,
    "warnings" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payroll_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayrollEmployeeItem" (
    "id" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "flsaOvertimeExemption" "FlsaOvertimeExemption" NOT NULL,
    "supplementalTaxMethod" "SupplementalTaxMethod" NOT NULL,
    "payments" JSONB NOT NULL,
    "reimbursements" JSONB NOT NULL,
    "netPaySplitId" TEXT,
    "grossPay" DECIMAL(14,2) NOT NULL,
    "nonCashEarnings" DECIMAL(14,2) NOT NULL,
    "reimbursementTotal" DECIMAL(14,2) NOT NULL,
    "employeeTaxes" DECIMAL(14,2) NOT NULL,
    "companyTaxes" DECIMAL(14,2) NOT NULL,
    "employeeBenefits" DECIMAL(14,2) NOT NULL,
    "companyBenefits" DECIMAL(14,2) NOT NULL,
    "deductionTotal" DECIMAL(14,2) NOT NULL,
    "netPay" DECIMAL(14,2) NOT NULL,
    "federalIncomeTax" DECIMAL(14,2) NOT NULL,
    "socialSecurityEmployee" DECIMAL(14,2) NOT NULL,
    "socialSecurityCompany" DECIMAL(14,2) NOT NULL,
    "medicareEmployee" DECIMAL(14,2) NOT NULL,
    "medicareCompany" DECIMAL(14,2) NOT NULL,
    "additionalMedicareEmployee" DECIMAL(14,2) NOT NULL,
    "futaCompany" DECIMAL(14,2) NOT NULL,
    "subjectFederalIncomeTaxWages" DECIMAL(14,2) NOT NULL,
    "subjectSocialSecurityWages" DECIMAL(14,2) NOT NULL,
    "subjectMedicareWages" DECIMAL(14,2) NOT NULL,
    "subjectFutaWages" DECIMAL(14,2) NOT NULL,
    "subjectSupplementalWages" DECIMAL(14,2) NOT NULL,
    "taxableFederalIncomeTaxWages" DECIMAL(14,2) NOT NULL,
    "taxableSocialSecurityWages" DECIMAL(14,2) NOT NULL,
    "taxableMedicareWages" DECIMAL(14,2) NOT NULL,
    "taxableAdditionalMedicareWages" DECIMAL(14,2) NOT NULL,
    "taxableFutaWages" DECIMAL(14,2) NOT NULL,
    "earnings" JSONB NOT NULL,
    "reimbursementLines" JSONB NOT NULL,
    "benefits" JSONB NOT NULL,
    "deductions" JSONB NOT NULL,
    "splits" JSONB NOT NULL,
    "federalIncomeTaxDetail" JSONB NOT NULL,
    "warnings" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayrollEmployeeItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayrollContractorItem" (
    "id" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "contractorId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "workplaceId" TEXT,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "hours" DECIMAL(12,4) NOT NULL,
    "payRate" DECIMAL(14,4) NOT NULL,
    "reimbursement" DECIMAL(14,2) NOT NULL,
    "grossPay" DECIMAL(14,2) NOT NULL,
    "netPay" DECIMAL(14,2) NOT NULL,
    "netPaySplitId" TEXT,
    "splits" JSONB NOT NULL,
    "warnings" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayrollContractorItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Payroll_companyId_createdAt_id_idx" ON "Payroll"("companyId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Payroll_companyId_status_payday_idx" ON "Payroll"("companyId", "status", "payday");

-- CreateIndex
CREATE INDEX "Payroll_status_payday_idx" ON "Payroll"("status", "payday");

-- CreateIndex
CREATE INDEX "Payroll_paymentScheduleId_idx" ON "Payroll"("paymentScheduleId");

-- CreateIndex
CREATE INDEX "PayrollEmployeeItem_payrollId_position_idx" ON "PayrollEmployeeItem"("payrollId", "position");

-- CreateIndex
CREATE INDEX "PayrollEmployeeItem_employeeId_idx" ON "PayrollEmployeeItem"("employeeId");

-- CreateIndex
CREATE INDEX "PayrollEmployeeItem_companyId_idx" ON "PayrollEmployeeItem"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "PayrollEmployeeItem_payrollId_employeeId_key" ON "PayrollEmployeeItem"("payrollId", "employeeId");

-- CreateIndex
CREATE INDEX "PayrollContractorItem_payrollId_position_idx" ON "PayrollContractorItem"("payrollId", "position");

-- CreateIndex
CREATE INDEX "PayrollContractorItem_contractorId_idx" ON "PayrollContractorItem"("contractorId");

-- CreateIndex
CREATE INDEX "PayrollContractorItem_companyId_idx" ON "PayrollContractorItem"("companyId");

-- CreateIndex
CREATE UNIQUE INDEX "PayrollContractorItem_payrollId_contractorId_key" ON "PayrollContractorItem"("payrollId", "contractorId");

-- AddForeignKey
ALTER TABLE "Payroll" ADD CONSTRAINT "Payroll_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payroll" ADD CONSTRAINT "Payroll_paymentScheduleId_fkey" FOREIGN KEY ("paymentScheduleId") REFERENCES "PaymentSchedule"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollEmployeeItem" ADD CONSTRAINT "PayrollEmployeeItem_payrollId_fkey" FOREIGN KEY ("payrollId") REFERENCES "Payroll"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollEmployeeItem" ADD CONSTRAINT "PayrollEmployeeItem_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollContractorItem" ADD CONSTRAINT "PayrollContractorItem_payrollId_fkey" FOREIGN KEY ("payrollId") REFERENCES "Payroll"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayrollContractorItem" ADD CONSTRAINT "PayrollContractorItem_contractorId_fkey" FOREIGN KEY ("contractorId") REFERENCES "Contractor"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
