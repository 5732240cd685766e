// Complaints (reklamacje, issue 26, after-sales-and-law.md §4): the 2-year window from delivery, the
// 14-day answer deadline, the remedies and art. 43e's grounds, the statuses and answers, the reference
// number and the photos' types. Listed here once, so the package index needs one line for all of them.
export type { WarsawDayEnd } from "./complaintDeadlines.js";
export {
  COMPLAINT_ANSWER_DAYS,
  COMPLAINT_WINDOW_MONTHS,
  complaintAnswerDeadline,
  complaintWindow,
} from "./complaintDeadlines.js";
export type {
  ComplaintActor,
  ComplaintAnswer,
  ComplaintCommand,
  ComplaintEffect,
  ComplaintRefusal,
  ComplaintRefusalReason,
  ComplaintRequest,
  ComplaintState,
  ComplaintStatus,
  OpenComplaint,
} from "./complaintLifecycle.js";
export {
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  complaintAllowed,
  complaintRefusalMessage,
  isComplaintOverdue,
  openComplaint,
  transitionComplaint,
} from "./complaintLifecycle.js";
export type { ComplaintPhotoType } from "./complaintPhoto.js";
export { COMPLAINT_PHOTO_LIMITS, complaintPhotoType } from "./complaintPhoto.js";
export { complaintReference, parseComplaintReference } from "./complaintReference.js";
export type { ComplaintGround, ComplaintRemedy, ComplaintRemedyRefusal } from "./complaintRemedy.js";
export {
  COMPLAINT_GROUND_LABELS,
  COMPLAINT_GROUNDS,
  COMPLAINT_REMEDIES,
  COMPLAINT_REMEDY_LABELS,
  checkComplaintRemedy,
  FIRST_REMEDIES,
  isComplaintGround,
  isComplaintRemedy,
} from "./complaintRemedy.js";
