// What the plan's storage and file-type guards say (docs/decisions/043). The spec has no wording
// for these; each names the limit and what Premium changes, as the other limit messages do.
import {
  fileTypeList,
  PLANS,
  PREMIUM_ONLY_FILE_TYPES,
  storageLabel,
  type FileType,
  type Plan,
} from "#core/plans";

export const PLAN_LIMIT_MESSAGES = {
  /** Over the storage limit: free users are offered Premium's storage, premium users room-making. */
  storageFull: (plan: Plan) =>
    plan.tier === "premium"
      ? `This file would take you past the ${storageLabel(plan.storageBytes)} of storage on your plan. Delete documents you no longer need to make room.`
      : `This file would take you past the ${storageLabel(plan.storageBytes)} of storage on the Free plan. Upgrade to Premium for ${storageLabel(PLANS.premium.storageBytes)} of storage.`,
  /** A file type only Premium stores, sent by a free user. */
  premiumFileType: (type: FileType) =>
    `${type} files need Premium. On the Free plan you can upload ${fileTypeList(PLANS.free.fileTypes)} files. Upgrade to Premium to upload ${fileTypeList(PREMIUM_ONLY_FILE_TYPES)} files too.`,
} as const;
