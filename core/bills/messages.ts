// Every user-visible message of bills, service lines, family members and feedback, in one place.
// Spec wording (001 §5, §6, §8; 000 §5, §8) where the spec gives one; plain, actionable text otherwise.

const MB = 1024 * 1024;

export const BILL_MESSAGES = {
  billNotFound: "Bill not found",
  lineItemNotFound: "Line item not found",
  documentNotFound: "Document not found",
  /** 001 §5: the add-bill form needs one complete line. */
  addServiceLine: "Please add at least one service line with CPT code and billed amount.",
  /** 001 §8: the client looks for 'Email verification required' in the 403 detail; the rest is what it shows. */
  emailVerificationRequired:
    "Email verification required. Please verify your email before adding medical bills. Check your email for the verification link.",
  verifyEmailToAddBills:
    "Please verify your email before adding medical bills. Check your email for the verification link.",
  usageLimit: (limit: number) =>
    `You have reached your plan's limit of ${limit} bill uploads. Upgrade to Premium for unlimited uploads.`,
  /** 001 §6: the quota shown on Add a Bill for free users. */
  uploadsRemaining: (remaining: number, limit: number) => `${remaining} of ${limit} remaining`,
  uploadLimitReached: (used: number, limit: number) => `Upload limit reached (${used}/${limit})`,
  logInToAddBills: "Please log in to add medical bills.",
  logInToAddLineItems: "Please log in to add line items.",
  signInToAddBills: "Please sign in or create an account to add medical bills.",
  deleteConfirm: "Are you sure you want to delete this bill? This action cannot be undone.",
  deleted: "Bill deleted successfully",
  lineItemDeleted: "Line item deleted",
  /** 001 §5: paid and recovery dialogs. */
  invalidDollarAmount: "Please enter a valid dollar amount",
  recoveryHint: "Enter numbers only. Leave blank or enter 0 if no recovery.",
  selectDiagnosisFromDropdown: "Please select a diagnosis code from the dropdown.",
  providerRequired: "Provider is required",
  serviceDateRequired: "Service date is required",
  billNumberRequired: "Bill number is required",
  invalidDate: "Please enter a valid date (YYYY-MM-DD)",
  cptRequired: "CPT code is required",
  invalidCpt: "A CPT code has only letters and digits (for example 99213)",
  billedRequired: "Billed amount is required",
  unitsMin: "Units must be at least 1",
  unitsTenths: "Units can have at most one decimal place (for example 14.6 miles)",
  invalidStatus: "Please choose a valid status",
  lastServiceLine: "The last service line cannot be deleted.",
  tooManyLines: "A bill can have at most 200 service lines.",
  invalidCursor: "Invalid page cursor",
  patientFilterTooLong: "The patient filter is too long",
  /** Bill documents (001 §5, §9). */
  noFile: "Please choose a file to upload",
  emptyFile: "The file is empty. Please choose another file.",
  unsupportedDocument: "Unsupported file type. Please upload a PDF, JPG, JPEG, PNG, GIF, DOC or DOCX file.",
  documentTooLarge: (maxBytes: number) =>
    `File is too large. The maximum file size is ${Math.round(maxBytes / MB)}MB.`,
  documentsPerBillLimit: (limit: number) =>
    `This bill already has ${limit} documents, the most your plan allows per bill.`,
  documentLimit: (limit: number) =>
    `You have reached your plan's limit of ${limit} documents. Upgrade to Premium for unlimited documents.`,
  invalidDocumentType:
    "Please choose a document type: eob, prior_authorization, medical_record, prescription or others",
  documentUploaded: "Document uploaded",
  /** 001 §8: what the screens show when a call fails. */
  loadBillFailed: "Failed to load bill details",
  updateFailed: "Failed to update bill",
  updateFailedRetry: "Failed to update bill. Please try again.",
  uploadFailed: "Upload failed",
  loadDocumentFailed: "Failed to load document",
  deleteDocumentFailed: "Failed to delete document",
  deleteFailed: "Failed to delete bill",
  deleteFailedRetry: "Failed to delete bill. Please try again.",
  statusUpdateFailed: "Failed to update bill status. Please try again.",
  loadDataFailed: "Failed to load data",
  tryAgain: "Try Again",
  loadBillsFailed: "Failed to load bills data",
  createFailed: "Error creating bill. Please try again.",
  /** Issue 12: the same provider, date and bill number again (the user may still go ahead). */
  possibleDuplicate: (provider: string, date: string, number: string) =>
    `You already have a bill from ${provider} on ${date} with bill number ${number}. Is this a different bill?`,
  saveDuplicateAnyway: "Yes, save it anyway",
  networkError: "Network error. Please check your connection and try again.",
  addLineItemFailed: "Error adding line item. Please try again.",
  resendVerificationFailed: "Failed to send verification email",
  noBills: "No bills found",
  premiumLocked: "Premium",
  upgradeForMorePatients: "Upgrade for more patients",
  emailVerified: "Email Verified Successfully!",
  patientRequired: "Patient selection is required",
  noProvidersFound: "No providers found",
  documentUploadLabel: "Upload a document (PDF, JPG, JPEG, PNG, GIF, DOC, DOCX — max 10MB)",
} as const;

export const FAMILY_MESSAGES = {
  subscriberName: "Me (Subscriber)",
  notFound: "Family member not found",
  /** 403 for free users adding or editing dependents (000 §6). */
  premiumRequired:
    "Family member management requires a premium subscription. Please upgrade to access this feature.",
  selfRelationshipFixed: "The relationship of the account holder cannot be changed.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  relationshipRequired: "Relationship is required",
  invalidRelationship: "Relationship must be spouse, child, parent or other",
  invalidDateOfBirth: "Please enter a valid date of birth (YYYY-MM-DD)",
  invalidGender: "Gender must be male, female or other",
  tooMany: (limit: number) => `You can add up to ${limit} family members.`,
  /** 000 §5 and §8: the Add Dependents modal. */
  fillAtLeastOne: "Please fill in at least one dependent with first name, last name, and relationship.",
  addRowFailed: (name: string, detail?: string | null) =>
    `Failed to add ${name}: ${detail || "Unknown error"}`,
  upgradeButton: "Upgrade",
  addDependentsPremium: "+ Add Dependents (Premium)",
  /** 001 §8. */
  loadFailed: "Failed to load family members",
  loadError: "Error loading family members",
  addFailed: "Failed to add family member",
  addError: "Error adding family member",
  updateFailed: "Failed to update family member",
} as const;

export const FEEDBACK_MESSAGES = {
  ratingRequired: "Please select a star rating.",
  submitFailed: "Failed to submit feedback. Please try again.",
  ratingLabels: ["Needs improvement", "Fair", "Good", "Great", "Excellent"] as const,
  thanks: "Thank you for your feedback!",
  /** 001 §5: the display permission, on by default, beside the submit button. */
  displayPermission: "Show my feedback on the Fairbill website (first name only)",
} as const;

export const EVENT_MESSAGES = {
  eventNameRequired: "event_name is required",
  resourceNotFound: "Resource not found",
} as const;
