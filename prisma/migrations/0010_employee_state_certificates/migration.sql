-- CreateTable
CREATE TABLE "EmployeeStateCertificate" (
    "employeeId" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "values" JSONB NOT NULL,
    "signature" TEXT NOT NULL,
    "signedAt" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployeeStateCertificate_pkey" PRIMARY KEY ("employeeId","state")
);

-- AddForeignKey
ALTER TABLE "EmployeeStateCertificate" ADD CONSTRAINT "EmployeeStateCertificate_employeeId_fkey" FOREIGN KEY ("employeeId") REFERENCES "Employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
