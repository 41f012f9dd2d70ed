-- CreateTable
CREATE TABLE "PaperCheck" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "payrollId" TEXT NOT NULL,
    "payeeId" TEXT NOT NULL,
    "checkNumber" INTEGER NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "payee" TEXT NOT NULL,
    "issueDate" DATE NOT NULL,
    "replacedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaperCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PositivePayFile" (
    "id" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "issueDate" DATE NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'Created',
    "content" TEXT NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "issuedCount" INTEGER NOT NULL,
    "voidCount" INTEGER NOT NULL,
    "issuedTotal" DECIMAL(14,2) NOT NULL,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PositivePayFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PositivePayLine" (
    "positivePayFileId" TEXT NOT NULL,
    "paperCheckId" TEXT NOT NULL,
    "void" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PositivePayLine_pkey" PRIMARY KEY ("positivePayFileId","paperCheckId")
);

-- CreateIndex
CREATE INDEX "PaperCheck_payrollId_idx" ON "PaperCheck"("payrollId");

-- CreateIndex
CREATE UNIQUE INDEX "PaperCheck_companyId_checkNumber_key" ON "PaperCheck"("companyId", "checkNumber");

-- CreateIndex
CREATE INDEX "PositivePayFile_companyId_createdAt_id_idx" ON "PositivePayFile"("companyId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "PositivePayLine_paperCheckId_void_key" ON "PositivePayLine"("paperCheckId", "void");

-- AddForeignKey
ALTER TABLE "PaperCheck" ADD CONSTRAINT "PaperCheck_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PositivePayFile" ADD CONSTRAINT "PositivePayFile_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PositivePayLine" ADD CONSTRAINT "PositivePayLine_positivePayFileId_fkey" FOREIGN KEY ("positivePayFileId") REFERENCES "PositivePayFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PositivePayLine" ADD CONSTRAINT "PositivePayLine_paperCheckId_fkey" FOREIGN KEY ("paperCheckId") REFERENCES "PaperCheck"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
