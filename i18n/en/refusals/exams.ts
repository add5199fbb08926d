/** Refusals of exam authoring, in English. */
export const exams = {
  satNeedsForm: 'A SAT practice test needs a SAT test form.',
  regularHasNoForm: 'Only a SAT practice test has a SAT test form: leave it empty.',
  fixedNeedsOpening: 'A fixed-time exam needs an opening time.',
  fixedNeedsClosing: 'A fixed-time exam needs a closing time.',
  closesBeforeOpening: 'The closing time must be after the opening time.',
  totalBelowPass: 'The total marks may not be less than the pass mark.',
  passAboveTotal: 'The pass mark may not be greater than the total marks.',
  typeFrozen: 'The exam has questions: delete them before changing its type.',
  formFrozen: 'The exam has questions: delete them before changing its SAT test form.',
};
