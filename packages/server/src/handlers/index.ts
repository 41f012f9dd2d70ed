import type { HandlerModule } from '../http/handler';
import listPayrolls from './payrolls/listPayrolls';
import createPayroll from './payrolls/createPayroll';
import getPayroll from './payrolls/getPayroll';
import updatePayroll from './payrolls/updatePayroll';
import deletePayroll from './payrolls/deletePayroll';
import previewPayroll from './payrolls/previewPayroll';
import approvePayroll from './payrolls/approvePayroll';
import reopenPayroll from './payrolls/reopenPayroll';
import getPayrollPaperChecks from './payrolls/getPayrollPaperChecks';
import operatorPayrollSandbox from './operator/operatorPayrollSandbox';
import createContractorBankAccount from './bank-accounts/createContractorBankAccount';
import createContractorNetPaySplit from './bank-accounts/createContractorNetPaySplit';
import createEmployeeBankAccount from './bank-accounts/createEmployeeBankAccount';
import createEmployeeNetPaySplit from './bank-accounts/createEmployeeNetPaySplit';
import deleteContractorBankAccount from './bank-accounts/deleteContractorBankAccount';
import deleteEmployeeBankAccount from './bank-accounts/deleteEmployeeBankAccount';
import getContractorBankAccount from './bank-accounts/getContractorBankAccount';
import getContractorNetPaySplit from './bank-accounts/getContractorNetPaySplit';
import getEmployeeBankAccount from './bank-accounts/getEmployeeBankAccount';
import getEmployeeNetPaySplit from './bank-accounts/getEmployeeNetPaySplit';
import listContractorBankAccounts from './bank-accounts/listContractorBankAccounts';
import listContractorNetPaySplits from './bank-accounts/listContractorNetPaySplits';
import listEmployeeBankAccounts from './bank-accounts/listEmployeeBankAccounts';
import listEmployeeNetPaySplits from './bank-accounts/listEmployeeNetPaySplits';
import updateContractorBankAccount from './bank-accounts/updateContractorBankAccount';
import updateEmployeeBankAccount from './bank-accounts/updateEmployeeBankAccount';
import createCompany from './companies/createCompany';
import getCompany from './companies/getCompany';
import listCompanies from './companies/listCompanies';
import updateCompany from './companies/updateCompany';
import createContractor from './contractors/createContractor';
import getContractor from './contractors/getContractor';
import listContractors from './contractors/listContractors';
import updateContractor from './contractors/updateContractor';
import getCorporation from './corporations/getCorporation';
import createDepartment from './departments/createDepartment';
import getDepartment from './departments/getDepartment';
import listDepartments from './departments/listDepartments';
import updateDepartment from './departments/updateDepartment';
import createEmployee from './employees/createEmployee';
import getEmployee from './employees/getEmployee';
import listEmployees from './employees/listEmployees';
import updateEmployee from './employees/updateEmployee';
import getHealth from './health/getHealth';
import operatorCreateApiKey from './operator/operatorCreateApiKey';
import operatorCreateCorporation from './operator/operatorCreateCorporation';
import operatorCreatePartner from './operator/operatorCreatePartner';
import operatorRevokeApiKey from './operator/operatorRevokeApiKey';
import createWorkplace from './workplaces/createWorkplace';
import getWorkplace from './workplaces/getWorkplace';
import listWorkplaces from './workplaces/listWorkplaces';
import updateWorkplace from './workplaces/updateWorkplace';
import clockIn from './timecards/clockIn';
import clockOut from './timecards/clockOut';
import endBreak from './timecards/endBreak';
import getTimecard from './timecards/getTimecard';
import listTimecards from './timecards/listTimecards';
import startBreak from './timecards/startBreak';
import createEarningCode from './earning-codes/createEarningCode';
import getEarningCode from './earning-codes/getEarningCode';
import listEarningCodes from './earning-codes/listEarningCodes';
import updateEarningCode from './earning-codes/updateEarningCode';
import createPaymentSchedule from './payment-schedules/createPaymentSchedule';
import getPaymentSchedule from './payment-schedules/getPaymentSchedule';
import listPaydays from './payment-schedules/listPaydays';
import listPaymentSchedules from './payment-schedules/listPaymentSchedules';
import updatePaymentSchedule from './payment-schedules/updatePaymentSchedule';
import listTaxDeposits from './tax-deposits/listTaxDeposits';
import listEmployeeForms from './employees/listEmployeeForms';
import getEmployeeForm from './employees/getEmployeeForm';
import submitEmployeeForm from './employees/submitEmployeeForm';
import onboardEmployeeSsn from './employees/onboardEmployeeSsn';
import onboardEmployeeWithholdings from './employees/onboardEmployeeWithholdings';
import getEmployeeCompanyDefinedAttributes from './employees/getEmployeeCompanyDefinedAttributes';
import updateEmployeeCompanyDefinedAttributes from './employees/updateEmployeeCompanyDefinedAttributes';
import getEmployeeReciprocityElections from './employees/getEmployeeReciprocityElections';
import updateEmployeeReciprocityElections from './employees/updateEmployeeReciprocityElections';
import listContractorForms from './contractors/listContractorForms';
import getContractorForm from './contractors/getContractorForm';
import previewContractorForm from './contractors/previewContractorForm';
import submitContractorForm from './contractors/submitContractorForm';
import onboardContractorForms from './contractors/onboardContractorForms';
import createCompanyBenefit from './benefits/createCompanyBenefit';
import deleteCompanyBenefit from './benefits/deleteCompanyBenefit';
import getCompanyBenefit from './benefits/getCompanyBenefit';
import listCompanyBenefits from './benefits/listCompanyBenefits';
import updateCompanyBenefit from './benefits/updateCompanyBenefit';
import createEmployeeBenefit from './benefits/createEmployeeBenefit';
import deleteEmployeeBenefit from './benefits/deleteEmployeeBenefit';
import getEmployeeBenefit from './benefits/getEmployeeBenefit';
import listEmployeeBenefits from './benefits/listEmployeeBenefits';
import updateEmployeeBenefit from './benefits/updateEmployeeBenefit';
import createChildSupport from './post-tax-deductions/createChildSupport';
import deleteChildSupport from './post-tax-deductions/deleteChildSupport';
import getChildSupport from './post-tax-deductions/getChildSupport';
import listChildSupports from './post-tax-deductions/listChildSupports';
import updateChildSupport from './post-tax-deductions/updateChildSupport';
import createMiscellaneousDeduction from './post-tax-deductions/createMiscellaneousDeduction';
import deleteMiscellaneousDeduction from './post-tax-deductions/deleteMiscellaneousDeduction';
import getMiscellaneousDeduction from './post-tax-deductions/getMiscellaneousDeduction';
import listMiscellaneousDeductions from './post-tax-deductions/listMiscellaneousDeductions';
import updateMiscellaneousDeduction from './post-tax-deductions/updateMiscellaneousDeduction';
import listSignatories from './signatories/listSignatories';
import createSignatory from './signatories/createSignatory';
import onboardSignatoryAgreements from './onboarding/onboardSignatoryAgreements';
import onboardEmployeeSetup from './onboarding/onboardEmployeeSetup';
import onboardConnectBankAccount from './onboarding/onboardConnectBankAccount';
import onboardTaxSetup from './onboarding/onboardTaxSetup';
import onboardFilingAuthorization from './onboarding/onboardFilingAuthorization';
import onboardVerificationDocuments from './onboarding/onboardVerificationDocuments';
import onboardAccountingIntegration from './onboarding/onboardAccountingIntegration';
import embedSignatoryAgreements from './onboarding/embedSignatoryAgreements';
import embedVerificationDocuments from './onboarding/embedVerificationDocuments';
import embedAccountingIntegration from './onboarding/embedAccountingIntegration';
import startPayroll from './onboarding/startPayroll';
import startImplementation from './onboarding/startImplementation';
import cancelImplementation from './onboarding/cancelImplementation';
import listCompanyAuthorizationDocuments from './documents/listCompanyAuthorizationDocuments';
import getCompanyAuthorizationDocument from './documents/getCompanyAuthorizationDocument';
import downloadCompanyAuthorizationDocument from './documents/downloadCompanyAuthorizationDocument';
import listEmployeePaystubs from './paystubs/listEmployeePaystubs';
import getEmployeePaystub from './paystubs/getEmployeePaystub';
import downloadEmployeePaystub from './paystubs/downloadEmployeePaystub';
import listContractorPaystubs from './paystubs/listContractorPaystubs';
import getContractorPaystub from './paystubs/getContractorPaystub';
import downloadContractorPaystub from './paystubs/downloadContractorPaystub';
import listCompanyTaxDocuments from './documents/listCompanyTaxDocuments';
import getCompanyTaxDocument from './documents/getCompanyTaxDocument';
import downloadCompanyTaxDocument from './documents/downloadCompanyTaxDocument';
import listEmployeeTaxDocuments from './documents/listEmployeeTaxDocuments';
import getEmployeeTaxDocument from './documents/getEmployeeTaxDocument';
import downloadEmployeeTaxDocument from './documents/downloadEmployeeTaxDocument';
import listContractorTaxDocuments from './documents/listContractorTaxDocuments';
import getContractorTaxDocument from './documents/getContractorTaxDocument';
import downloadContractorTaxDocument from './documents/downloadContractorTaxDocument';
import listEvents from './events/listEvents';
import getEvent from './events/getEvent';
import createWebhookEndpoint from './events/createWebhookEndpoint';
import listWebhookEndpoints from './events/listWebhookEndpoints';
import getWebhookEndpoint from './events/getWebhookEndpoint';
import updateWebhookEndpoint from './events/updateWebhookEndpoint';
import deleteWebhookEndpoint from './events/deleteWebhookEndpoint';
import listWebhookDeliveries from './events/listWebhookDeliveries';
export { notImplementedOperations } from './not-implemented';

/** One module per implemented operation; everything else is listed in ./not-implemented. */
export const handlerModules: HandlerModule[] = [
  listSignatories as unknown as HandlerModule,
  createSignatory as unknown as HandlerModule,
  onboardSignatoryAgreements as unknown as HandlerModule,
  onboardEmployeeSetup as unknown as HandlerModule,
  onboardConnectBankAccount as unknown as HandlerModule,
  onboardTaxSetup as unknown as HandlerModule,
  onboardFilingAuthorization as unknown as HandlerModule,
  onboardVerificationDocuments as unknown as HandlerModule,
  onboardAccountingIntegration as unknown as HandlerModule,
  embedSignatoryAgreements as unknown as HandlerModule,
  embedVerificationDocuments as unknown as HandlerModule,
  embedAccountingIntegration as unknown as HandlerModule,
  startPayroll as unknown as HandlerModule,
  startImplementation as unknown as HandlerModule,
  cancelImplementation as unknown as HandlerModule,
  listCompanyAuthorizationDocuments as unknown as HandlerModule,
  getCompanyAuthorizationDocument as unknown as HandlerModule,
  downloadCompanyAuthorizationDocument as unknown as HandlerModule,
  listEmployeeForms as unknown as HandlerModule,
  getEmployeeForm as unknown as HandlerModule,
  submitEmployeeForm as unknown as HandlerModule,
  onboardEmployeeSsn as unknown as HandlerModule,
  onboardEmployeeWithholdings as unknown as HandlerModule,
  getEmployeeCompanyDefinedAttributes as unknown as HandlerModule,
  updateEmployeeCompanyDefinedAttributes as unknown as HandlerModule,
  getEmployeeReciprocityElections as unknown as HandlerModule,
  updateEmployeeReciprocityElections as unknown as HandlerModule,
  listContractorForms as unknown as HandlerModule,
  getContractorForm as unknown as HandlerModule,
  previewContractorForm as unknown as HandlerModule,
  submitContractorForm as unknown as HandlerModule,
  onboardContractorForms as unknown as HandlerModule,
  createContractorBankAccount as unknown as HandlerModule,
  createContractorNetPaySplit as unknown as HandlerModule,
  createEmployeeBankAccount as unknown as HandlerModule,
  createEmployeeNetPaySplit as unknown as HandlerModule,
  deleteContractorBankAccount as unknown as HandlerModule,
  deleteEmployeeBankAccount as unknown as HandlerModule,
  getContractorBankAccount as unknown as HandlerModule,
  getContractorNetPaySplit as unknown as HandlerModule,
  getEmployeeBankAccount as unknown as HandlerModule,
  getEmployeeNetPaySplit as unknown as HandlerModule,
  listContractorBankAccounts as unknown as HandlerModule,
  listContractorNetPaySplits as unknown as HandlerModule,
  listEmployeeBankAccounts as unknown as HandlerModule,
  listEmployeeNetPaySplits as unknown as HandlerModule,
  updateContractorBankAccount as unknown as HandlerModule,
  updateEmployeeBankAccount as unknown as HandlerModule,
  createCompany as unknown as HandlerModule,
  getCompany as unknown as HandlerModule,
  listCompanies as unknown as HandlerModule,
  updateCompany as unknown as HandlerModule,
  createContractor as unknown as HandlerModule,
  getContractor as unknown as HandlerModule,
  listContractors as unknown as HandlerModule,
  updateContractor as unknown as HandlerModule,
  getCorporation as unknown as HandlerModule,
  createDepartment as unknown as HandlerModule,
  getDepartment as unknown as HandlerModule,
  listDepartments as unknown as HandlerModule,
  updateDepartment as unknown as HandlerModule,
  createEmployee as unknown as HandlerModule,
  getEmployee as unknown as HandlerModule,
  listEmployees as unknown as HandlerModule,
  updateEmployee as unknown as HandlerModule,
  getHealth as unknown as HandlerModule,
  operatorCreateApiKey as unknown as HandlerModule,
  operatorCreateCorporation as unknown as HandlerModule,
  operatorCreatePartner as unknown as HandlerModule,
  operatorRevokeApiKey as unknown as HandlerModule,
  createWorkplace as unknown as HandlerModule,
  getWorkplace as unknown as HandlerModule,
  listWorkplaces as unknown as HandlerModule,
  updateWorkplace as unknown as HandlerModule,
  clockIn as unknown as HandlerModule,
  clockOut as unknown as HandlerModule,
  endBreak as unknown as HandlerModule,
  getTimecard as unknown as HandlerModule,
  listTimecards as unknown as HandlerModule,
  startBreak as unknown as HandlerModule,
  createEarningCode as unknown as HandlerModule,
  getEarningCode as unknown as HandlerModule,
  listEarningCodes as unknown as HandlerModule,
  updateEarningCode as unknown as HandlerModule,
  createPaymentSchedule as unknown as HandlerModule,
  getPaymentSchedule as unknown as HandlerModule,
  listPaydays as unknown as HandlerModule,
  listPaymentSchedules as unknown as HandlerModule,
  updatePaymentSchedule as unknown as HandlerModule,
  listTaxDeposits as unknown as HandlerModule,
  createCompanyBenefit as unknown as HandlerModule,
  deleteCompanyBenefit as unknown as HandlerModule,
  getCompanyBenefit as unknown as HandlerModule,
  listCompanyBenefits as unknown as HandlerModule,
  updateCompanyBenefit as unknown as HandlerModule,
  createEmployeeBenefit as unknown as HandlerModule,
  deleteEmployeeBenefit as unknown as HandlerModule,
  getEmployeeBenefit as unknown as HandlerModule,
  listEmployeeBenefits as unknown as HandlerModule,
  updateEmployeeBenefit as unknown as HandlerModule,
  createChildSupport as unknown as HandlerModule,
  deleteChildSupport as unknown as HandlerModule,
  getChildSupport as unknown as HandlerModule,
  listChildSupports as unknown as HandlerModule,
  updateChildSupport as unknown as HandlerModule,
  createMiscellaneousDeduction as unknown as HandlerModule,
  deleteMiscellaneousDeduction as unknown as HandlerModule,
  getMiscellaneousDeduction as unknown as HandlerModule,
  listMiscellaneousDeductions as unknown as HandlerModule,
  updateMiscellaneousDeduction as unknown as HandlerModule,
  listEvents as unknown as HandlerModule,
  getEvent as unknown as HandlerModule,
  createWebhookEndpoint as unknown as HandlerModule,
  listWebhookEndpoints as unknown as HandlerModule,
  getWebhookEndpoint as unknown as HandlerModule,
  updateWebhookEndpoint as unknown as HandlerModule,
  deleteWebhookEndpoint as unknown as HandlerModule,
  listWebhookDeliveries as unknown as HandlerModule,
  listPayrolls as unknown as HandlerModule,
  createPayroll as unknown as HandlerModule,
  getPayroll as unknown as HandlerModule,
  updatePayroll as unknown as HandlerModule,
  deletePayroll as unknown as HandlerModule,
  previewPayroll as unknown as HandlerModule,
  approvePayroll as unknown as HandlerModule,
  reopenPayroll as unknown as HandlerModule,
  getPayrollPaperChecks as unknown as HandlerModule,
  operatorPayrollSandbox as unknown as HandlerModule,
  listEmployeePaystubs as unknown as HandlerModule,
  getEmployeePaystub as unknown as HandlerModule,
  downloadEmployeePaystub as unknown as HandlerModule,
  listContractorPaystubs as unknown as HandlerModule,
  getContractorPaystub as unknown as HandlerModule,
  downloadContractorPaystub as unknown as HandlerModule,
  listCompanyTaxDocuments as unknown as HandlerModule,
  getCompanyTaxDocument as unknown as HandlerModule,
  downloadCompanyTaxDocument as unknown as HandlerModule,
  listEmployeeTaxDocuments as unknown as HandlerModule,
  getEmployeeTaxDocument as unknown as HandlerModule,
  downloadEmployeeTaxDocument as unknown as HandlerModule,
  listContractorTaxDocuments as unknown as HandlerModule,
  getContractorTaxDocument as unknown as HandlerModule,
  downloadContractorTaxDocument as unknown as HandlerModule,
];
