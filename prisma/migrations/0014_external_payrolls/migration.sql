-- CreateTable
CREATE TABLE "ExternalPayroll" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "employeeId" TEXT NOT NULL,
    "payday" DATE NOT NULL,
    "grossPay" DECIMAL(14,2) NOT NULL,
    "federalIncomeTaxWages" DECIMAL(14,2) NOT NULL,
    "socialSecurityWages" DECIMAL(14,2) NOT NULL,
    "medicareWages" DECIMAL(14,2) NOT NULL,
    "additionalMedicareWages" DECIMAL(14,2) NOT NULL,
    "futaWages" DECIMAL(14,2) NOT NULL,
    "federalIncomeTax" DECIMAL(14,2) NOT NULL,
    "socialSecurityEmployee" DECIMAL(14,2) NOT NULL,
    "socialSecurityCompany" DECIMAL(14,2) NOT NULL,
    "medicareEmployee" DECIMAL(14,2) NOT NULL,
    "medicareCompany" DECIMAL(14,2) NOT NULL,
    "additionalMedicareEmployee" DECIMAL(14,2) NOT NULL,
    "futaCompany" DECIMAL(14,2) NOT NULL,
    "stateTaxes" JSONB NOT NULL,
    "benefits" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExternalPayroll_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ExternalPayroll_employeeId_payday_idx" ON "ExternalPayroll"("employeeId", "payday");

-- CreateIndex
CREATE INDEX "ExternalPayroll_companyId_payday_idx" ON "ExternalPayroll"("companyId", "payday");

-- AddForeignKey
ALTER TABLE "ExternalPayroll" ADD CONSTRAINT "ExternalPayroll_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExternalPayroll" ADD CONSTRAINT "ExternalPayroll_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
