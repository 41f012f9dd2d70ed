// GENERATED from openapi.yaml by codegen/generate.ts. DO NOT EDIT BY HAND: change openapi.yaml, then run `npm run codegen`.
import type { HandlerModule } from '../http/handler';
import type { OperationId } from './operations.gen';
import listCompanies from '../handlers/companies/listCompanies';
import createCompany from '../handlers/companies/createCompany';
import getCompany from '../handlers/companies/getCompany';
import updateCompany from '../handlers/companies/updateCompany';
import startPayroll from '../handlers/companies/startPayroll';
import listSignatories from '../handlers/companies/listSignatories';
import createSignatory from '../handlers/companies/createSignatory';
import onboardSignatoryAgreements from '../handlers/companies/onboardSignatoryAgreements';
import embedSignatoryAgreements from '../handlers/companies/embedSignatoryAgreements';
import onboardEmployeeSetup from '../handlers/companies/onboardEmployeeSetup';
import onboardConnectBankAccount from '../handlers/companies/onboardConnectBankAccount';
import getFundingAccount from '../handlers/companies/getFundingAccount';
import verifyFundingAccount from '../handlers/companies/verifyFundingAccount';
import onboardTaxSetup from '../handlers/companies/onboardTaxSetup';
import onboardFilingAuthorization from '../handlers/companies/onboardFilingAuthorization';
import onboardVerificationDocuments from '../handlers/companies/onboardVerificationDocuments';
import embedVerificationDocuments from '../handlers/companies/embedVerificationDocuments';
import onboardAccountingIntegration from '../handlers/companies/onboardAccountingIntegration';
import embedAccountingIntegration from '../handlers/companies/embedAccountingIntegration';
import startImplementation from '../handlers/companies/startImplementation';
import cancelImplementation from '../handlers/companies/cancelImplementation';
import getPayrollJournalReport from '../handlers/reports/getPayrollJournalReport';
import getTaxLiabilitiesReport from '../handlers/reports/getTaxLiabilitiesReport';
import getCashRequirementReport from '../handlers/reports/getCashRequirementReport';
import getTaxSummaryReport from '../handlers/reports/getTaxSummaryReport';
import getContractorPaymentsReport from '../handlers/reports/getContractorPaymentsReport';
import listTaxDeposits from '../handlers/companies/listTaxDeposits';
import getCorporation from '../handlers/corporations/getCorporation';
import listWorkplaces from '../handlers/workplaces/listWorkplaces';
import createWorkplace from '../handlers/workplaces/createWorkplace';
import getWorkplace from '../handlers/workplaces/getWorkplace';
import updateWorkplace from '../handlers/workplaces/updateWorkplace';
import listDepartments from '../handlers/departments/listDepartments';
import createDepartment from '../handlers/departments/createDepartment';
import getDepartment from '../handlers/departments/getDepartment';
import updateDepartment from '../handlers/departments/updateDepartment';
import listEarningCodes from '../handlers/earning-codes/listEarningCodes';
import createEarningCode from '../handlers/earning-codes/createEarningCode';
import getEarningCode from '../handlers/earning-codes/getEarningCode';
import updateEarningCode from '../handlers/earning-codes/updateEarningCode';
import listCompanyLocalTaxes from '../handlers/local-taxes/listCompanyLocalTaxes';
import createCompanyLocalTax from '../handlers/local-taxes/createCompanyLocalTax';
import getCompanyLocalTax from '../handlers/local-taxes/getCompanyLocalTax';
import deactivateCompanyLocalTax from '../handlers/local-taxes/deactivateCompanyLocalTax';
import listPaymentSchedules from '../handlers/payment-schedules/listPaymentSchedules';
import createPaymentSchedule from '../handlers/payment-schedules/createPaymentSchedule';
import getPaymentSchedule from '../handlers/payment-schedules/getPaymentSchedule';
import updatePaymentSchedule from '../handlers/payment-schedules/updatePaymentSchedule';
import listPaydays from '../handlers/payment-schedules/listPaydays';
import listCompanyAuthorizationDocuments from '../handlers/documents/listCompanyAuthorizationDocuments';
import getCompanyAuthorizationDocument from '../handlers/documents/getCompanyAuthorizationDocument';
import downloadCompanyAuthorizationDocument from '../handlers/documents/downloadCompanyAuthorizationDocument';
import listCompanyTaxDocuments from '../handlers/documents/listCompanyTaxDocuments';
import getCompanyTaxDocument from '../handlers/documents/getCompanyTaxDocument';
import downloadCompanyTaxDocument from '../handlers/documents/downloadCompanyTaxDocument';
import listContractorTaxDocuments from '../handlers/documents/listContractorTaxDocuments';
import getContractorTaxDocument from '../handlers/documents/getContractorTaxDocument';
import downloadContractorTaxDocument from '../handlers/documents/downloadContractorTaxDocument';
import listEmployeeTaxDocuments from '../handlers/documents/listEmployeeTaxDocuments';
import getEmployeeTaxDocument from '../handlers/documents/getEmployeeTaxDocument';
import downloadEmployeeTaxDocument from '../handlers/documents/downloadEmployeeTaxDocument';
import listEmployees from '../handlers/employees/listEmployees';
import createEmployee from '../handlers/employees/createEmployee';
import getEmployee from '../handlers/employees/getEmployee';
import updateEmployee from '../handlers/employees/updateEmployee';
import listEmployeePaystubs from '../handlers/employees/listEmployeePaystubs';
import embedEmployeePaystubs from '../handlers/employees/embedEmployeePaystubs';
import getEmployeePaystub from '../handlers/employees/getEmployeePaystub';
import downloadEmployeePaystub from '../handlers/employees/downloadEmployeePaystub';
import listEmployeeForms from '../handlers/employees/listEmployeeForms';
import getEmployeeForm from '../handlers/employees/getEmployeeForm';
import submitEmployeeForm from '../handlers/employees/submitEmployeeForm';
import getEmployeeCompanyDefinedAttributes from '../handlers/employees/getEmployeeCompanyDefinedAttributes';
import updateEmployeeCompanyDefinedAttributes from '../handlers/employees/updateEmployeeCompanyDefinedAttributes';
import getEmployeeExternalPayrolls from '../handlers/employees/getEmployeeExternalPayrolls';
import createEmployeeExternalPayroll from '../handlers/employees/createEmployeeExternalPayroll';
import deleteEmployeeExternalPayroll from '../handlers/employees/deleteEmployeeExternalPayroll';
import getEmployeeReciprocityElections from '../handlers/employees/getEmployeeReciprocityElections';
import updateEmployeeReciprocityElections from '../handlers/employees/updateEmployeeReciprocityElections';
import listEmployeeBankAccounts from '../handlers/employees/listEmployeeBankAccounts';
import createEmployeeBankAccount from '../handlers/employees/createEmployeeBankAccount';
import getEmployeeBankAccount from '../handlers/employees/getEmployeeBankAccount';
import deleteEmployeeBankAccount from '../handlers/employees/deleteEmployeeBankAccount';
import updateEmployeeBankAccount from '../handlers/employees/updateEmployeeBankAccount';
import listEmployeeNetPaySplits from '../handlers/employees/listEmployeeNetPaySplits';
import createEmployeeNetPaySplit from '../handlers/employees/createEmployeeNetPaySplit';
import getEmployeeNetPaySplit from '../handlers/employees/getEmployeeNetPaySplit';
import onboardEmployeeSsn from '../handlers/employees/onboardEmployeeSsn';
import onboardEmployeeWithholdings from '../handlers/employees/onboardEmployeeWithholdings';
import embedEmployeeOnboarding from '../handlers/employees/embedEmployeeOnboarding';
import listContractors from '../handlers/contractors/listContractors';
import createContractor from '../handlers/contractors/createContractor';
import getContractor from '../handlers/contractors/getContractor';
import updateContractor from '../handlers/contractors/updateContractor';
import listContractorPaystubs from '../handlers/contractors/listContractorPaystubs';
import getContractorPaystub from '../handlers/contractors/getContractorPaystub';
import downloadContractorPaystub from '../handlers/contractors/downloadContractorPaystub';
import listContractorForms from '../handlers/contractors/listContractorForms';
import getContractorForm from '../handlers/contractors/getContractorForm';
import previewContractorForm from '../handlers/contractors/previewContractorForm';
import submitContractorForm from '../handlers/contractors/submitContractorForm';
import listContractorBankAccounts from '../handlers/contractors/listContractorBankAccounts';
import createContractorBankAccount from '../handlers/contractors/createContractorBankAccount';
import getContractorBankAccount from '../handlers/contractors/getContractorBankAccount';
import deleteContractorBankAccount from '../handlers/contractors/deleteContractorBankAccount';
import updateContractorBankAccount from '../handlers/contractors/updateContractorBankAccount';
import listContractorNetPaySplits from '../handlers/contractors/listContractorNetPaySplits';
import createContractorNetPaySplit from '../handlers/contractors/createContractorNetPaySplit';
import getContractorNetPaySplit from '../handlers/contractors/getContractorNetPaySplit';
import onboardContractorForms from '../handlers/contractors/onboardContractorForms';
import embedContractorOnboarding from '../handlers/contractors/embedContractorOnboarding';
import listPayrolls from '../handlers/payrolls/listPayrolls';
import createPayroll from '../handlers/payrolls/createPayroll';
import getPayroll from '../handlers/payrolls/getPayroll';
import deletePayroll from '../handlers/payrolls/deletePayroll';
import updatePayroll from '../handlers/payrolls/updatePayroll';
import previewPayroll from '../handlers/payrolls/previewPayroll';
import approvePayroll from '../handlers/payrolls/approvePayroll';
import reopenPayroll from '../handlers/payrolls/reopenPayroll';
import voidPayroll from '../handlers/payrolls/voidPayroll';
import voidPayrollItem from '../handlers/payrolls/voidPayrollItem';
import reversePayroll from '../handlers/payrolls/reversePayroll';
import getPayrollPaperChecks from '../handlers/payrolls/getPayrollPaperChecks';
import getPayrollLedger from '../handlers/payrolls/getPayrollLedger';
import listPositivePayFiles from '../handlers/payrolls/listPositivePayFiles';
import createPositivePayFile from '../handlers/payrolls/createPositivePayFile';
import getPositivePayFile from '../handlers/payrolls/getPositivePayFile';
import downloadPositivePayFile from '../handlers/payrolls/downloadPositivePayFile';
import markPositivePayFileSent from '../handlers/payrolls/markPositivePayFileSent';
import listTimecards from '../handlers/timecards/listTimecards';
import getTimecard from '../handlers/timecards/getTimecard';
import clockIn from '../handlers/timecards/clockIn';
import correctTimecard from '../handlers/timecards/correctTimecard';
import clockOut from '../handlers/timecards/clockOut';
import startBreak from '../handlers/timecards/startBreak';
import endBreak from '../handlers/timecards/endBreak';
import listEmployeeBenefits from '../handlers/benefits/listEmployeeBenefits';
import createEmployeeBenefit from '../handlers/benefits/createEmployeeBenefit';
import getEmployeeBenefit from '../handlers/benefits/getEmployeeBenefit';
import deleteEmployeeBenefit from '../handlers/benefits/deleteEmployeeBenefit';
import updateEmployeeBenefit from '../handlers/benefits/updateEmployeeBenefit';
import listCompanyBenefits from '../handlers/benefits/listCompanyBenefits';
import createCompanyBenefit from '../handlers/benefits/createCompanyBenefit';
import getCompanyBenefit from '../handlers/benefits/getCompanyBenefit';
import deleteCompanyBenefit from '../handlers/benefits/deleteCompanyBenefit';
import updateCompanyBenefit from '../handlers/benefits/updateCompanyBenefit';
import listChildSupports from '../handlers/post-tax-deductions/listChildSupports';
import createChildSupport from '../handlers/post-tax-deductions/createChildSupport';
import getChildSupport from '../handlers/post-tax-deductions/getChildSupport';
import deleteChildSupport from '../handlers/post-tax-deductions/deleteChildSupport';
import updateChildSupport from '../handlers/post-tax-deductions/updateChildSupport';
import listMiscellaneousDeductions from '../handlers/post-tax-deductions/listMiscellaneousDeductions';
import createMiscellaneousDeduction from '../handlers/post-tax-deductions/createMiscellaneousDeduction';
import getMiscellaneousDeduction from '../handlers/post-tax-deductions/getMiscellaneousDeduction';
import deleteMiscellaneousDeduction from '../handlers/post-tax-deductions/deleteMiscellaneousDeduction';
import updateMiscellaneousDeduction from '../handlers/post-tax-deductions/updateMiscellaneousDeduction';
import getTaxCoverage from '../handlers/tax-coverage/getTaxCoverage';
import getCompanyTaxCoverage from '../handlers/tax-coverage/getCompanyTaxCoverage';
import getHealth from '../handlers/health/getHealth';
import operatorCreatePartner from '../handlers/operator/operatorCreatePartner';
import operatorCreateCorporation from '../handlers/operator/operatorCreateCorporation';
import operatorCreateApiKey from '../handlers/operator/operatorCreateApiKey';
import operatorRevokeApiKey from '../handlers/operator/operatorRevokeApiKey';
import operatorPayrollSandbox from '../handlers/operator/operatorPayrollSandbox';
import listEvents from '../handlers/events/listEvents';
import getEvent from '../handlers/events/getEvent';
import getPartnerBranding from '../handlers/partners/getPartnerBranding';
import updatePartnerBranding from '../handlers/partners/updatePartnerBranding';
import listFilingFiles from '../handlers/filings/listFilingFiles';
import createFilingFile from '../handlers/filings/createFilingFile';
import getFilingFile from '../handlers/filings/getFilingFile';
import downloadFilingFile from '../handlers/filings/downloadFilingFile';
import markFilingFileSubmitted from '../handlers/filings/markFilingFileSubmitted';
import recordFilingAcknowledgement from '../handlers/filings/recordFilingAcknowledgement';
import getStateQuarterlyWages from '../handlers/filings/getStateQuarterlyWages';
import listAchFiles from '../handlers/ach-files/listAchFiles';
import createAchFile from '../handlers/ach-files/createAchFile';
import getAchFile from '../handlers/ach-files/getAchFile';
import downloadAchFile from '../handlers/ach-files/downloadAchFile';
import markAchFileSent from '../handlers/ach-files/markAchFileSent';
import acknowledgeAchFile from '../handlers/ach-files/acknowledgeAchFile';
import listAchReturns from '../handlers/ach-files/listAchReturns';
import recordAchReturns from '../handlers/ach-files/recordAchReturns';
import getAchReturn from '../handlers/ach-files/getAchReturn';
import listWebhookEndpoints from '../handlers/events/listWebhookEndpoints';
import createWebhookEndpoint from '../handlers/events/createWebhookEndpoint';
import getWebhookEndpoint from '../handlers/events/getWebhookEndpoint';
import deleteWebhookEndpoint from '../handlers/events/deleteWebhookEndpoint';
import updateWebhookEndpoint from '../handlers/events/updateWebhookEndpoint';
import listWebhookDeliveries from '../handlers/events/listWebhookDeliveries';
import sandboxMovePayroll from '../handlers/sandbox/sandboxMovePayroll';
import sandboxFailPayrollFunding from '../handlers/sandbox/sandboxFailPayrollFunding';
import sandboxFailPayrollItemPayment from '../handlers/sandbox/sandboxFailPayrollItemPayment';
import getSandboxClock from '../handlers/sandbox/getSandboxClock';
import setSandboxClock from '../handlers/sandbox/setSandboxClock';
import listFundingFailures from '../handlers/payrolls/listFundingFailures';
import resolveFundingFailure from '../handlers/payrolls/resolveFundingFailure';
import revokeWorkerFlowLink from '../handlers/companies/revokeWorkerFlowLink';
import listPaymentChanges from '../handlers/companies/listPaymentChanges';
import confirmPaymentChange from '../handlers/companies/confirmPaymentChange';
import rejectPaymentChange from '../handlers/companies/rejectPaymentChange';

/**
 * The handler of every operation, imported from handlers/<tag in kebab case>/<operationId>.ts. The
 * `satisfies` keeps each entry's own types and refuses to compile when an operation has no handler,
 * or a handler of another operation (app.ts `resolveHandlers` checks the same at start).
 */
export const handlers = {
  listCompanies,
  createCompany,
  getCompany,
  updateCompany,
  startPayroll,
  listSignatories,
  createSignatory,
  onboardSignatoryAgreements,
  embedSignatoryAgreements,
  onboardEmployeeSetup,
  onboardConnectBankAccount,
  getFundingAccount,
  verifyFundingAccount,
  onboardTaxSetup,
  onboardFilingAuthorization,
  onboardVerificationDocuments,
  embedVerificationDocuments,
  onboardAccountingIntegration,
  embedAccountingIntegration,
  startImplementation,
  cancelImplementation,
  getPayrollJournalReport,
  getTaxLiabilitiesReport,
  getCashRequirementReport,
  getTaxSummaryReport,
  getContractorPaymentsReport,
  listTaxDeposits,
  getCorporation,
  listWorkplaces,
  createWorkplace,
  getWorkplace,
  updateWorkplace,
  listDepartments,
  createDepartment,
  getDepartment,
  updateDepartment,
  listEarningCodes,
  createEarningCode,
  getEarningCode,
  updateEarningCode,
  listCompanyLocalTaxes,
  createCompanyLocalTax,
  getCompanyLocalTax,
  deactivateCompanyLocalTax,
  listPaymentSchedules,
  createPaymentSchedule,
  getPaymentSchedule,
  updatePaymentSchedule,
  listPaydays,
  listCompanyAuthorizationDocuments,
  getCompanyAuthorizationDocument,
  downloadCompanyAuthorizationDocument,
  listCompanyTaxDocuments,
  getCompanyTaxDocument,
  downloadCompanyTaxDocument,
  listContractorTaxDocuments,
  getContractorTaxDocument,
  downloadContractorTaxDocument,
  listEmployeeTaxDocuments,
  getEmployeeTaxDocument,
  downloadEmployeeTaxDocument,
  listEmployees,
  createEmployee,
  getEmployee,
  updateEmployee,
  listEmployeePaystubs,
  embedEmployeePaystubs,
  getEmployeePaystub,
  downloadEmployeePaystub,
  listEmployeeForms,
  getEmployeeForm,
  submitEmployeeForm,
  getEmployeeCompanyDefinedAttributes,
  updateEmployeeCompanyDefinedAttributes,
  getEmployeeExternalPayrolls,
  createEmployeeExternalPayroll,
  deleteEmployeeExternalPayroll,
  getEmployeeReciprocityElections,
  updateEmployeeReciprocityElections,
  listEmployeeBankAccounts,
  createEmployeeBankAccount,
  getEmployeeBankAccount,
  deleteEmployeeBankAccount,
  updateEmployeeBankAccount,
  listEmployeeNetPaySplits,
  createEmployeeNetPaySplit,
  getEmployeeNetPaySplit,
  onboardEmployeeSsn,
  onboardEmployeeWithholdings,
  embedEmployeeOnboarding,
  listContractors,
  createContractor,
  getContractor,
  updateContractor,
  listContractorPaystubs,
  getContractorPaystub,
  downloadContractorPaystub,
  listContractorForms,
  getContractorForm,
  previewContractorForm,
  submitContractorForm,
  listContractorBankAccounts,
  createContractorBankAccount,
  getContractorBankAccount,
  deleteContractorBankAccount,
  updateContractorBankAccount,
  listContractorNetPaySplits,
  createContractorNetPaySplit,
  getContractorNetPaySplit,
  onboardContractorForms,
  embedContractorOnboarding,
  listPayrolls,
  createPayroll,
  getPayroll,
  deletePayroll,
  updatePayroll,
  previewPayroll,
  approvePayroll,
  reopenPayroll,
  voidPayroll,
  voidPayrollItem,
  reversePayroll,
  getPayrollPaperChecks,
  getPayrollLedger,
  listPositivePayFiles,
  createPositivePayFile,
  getPositivePayFile,
  downloadPositivePayFile,
  markPositivePayFileSent,
  listTimecards,
  getTimecard,
  clockIn,
  correctTimecard,
  clockOut,
  startBreak,
  endBreak,
  listEmployeeBenefits,
  createEmployeeBenefit,
  getEmployeeBenefit,
  deleteEmployeeBenefit,
  updateEmployeeBenefit,
  listCompanyBenefits,
  createCompanyBenefit,
  getCompanyBenefit,
  deleteCompanyBenefit,
  updateCompanyBenefit,
  listChildSupports,
  createChildSupport,
  getChildSupport,
  deleteChildSupport,
  updateChildSupport,
  listMiscellaneousDeductions,
  createMiscellaneousDeduction,
  getMiscellaneousDeduction,
  deleteMiscellaneousDeduction,
  updateMiscellaneousDeduction,
  getTaxCoverage,
  getCompanyTaxCoverage,
  getHealth,
  operatorCreatePartner,
  operatorCreateCorporation,
  operatorCreateApiKey,
  operatorRevokeApiKey,
  operatorPayrollSandbox,
  listEvents,
  getEvent,
  getPartnerBranding,
  updatePartnerBranding,
  listFilingFiles,
  createFilingFile,
  getFilingFile,
  downloadFilingFile,
  markFilingFileSubmitted,
  recordFilingAcknowledgement,
  getStateQuarterlyWages,
  listAchFiles,
  createAchFile,
  getAchFile,
  downloadAchFile,
  markAchFileSent,
  acknowledgeAchFile,
  listAchReturns,
  recordAchReturns,
  getAchReturn,
  listWebhookEndpoints,
  createWebhookEndpoint,
  getWebhookEndpoint,
  deleteWebhookEndpoint,
  updateWebhookEndpoint,
  listWebhookDeliveries,
  sandboxMovePayroll,
  sandboxFailPayrollFunding,
  sandboxFailPayrollItemPayment,
  getSandboxClock,
  setSandboxClock,
  listFundingFailures,
  resolveFundingFailure,
  revokeWorkerFlowLink,
  listPaymentChanges,
  confirmPaymentChange,
  rejectPaymentChange,
} satisfies { [K in OperationId]: HandlerModule<K> };
