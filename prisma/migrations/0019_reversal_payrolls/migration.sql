-- AlterTable
ALTER TABLE "Payroll" ADD COLUMN     "reversal" JSONB,
ADD COLUMN     "reversalOfId" TEXT,
ADD COLUMN     "reversedById" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Payroll_reversalOfId_key" ON "Payroll"("reversalOfId");
