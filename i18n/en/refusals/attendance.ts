/** Refusals of attendance taking, in English. */
export const attendance = {
  wasCancelled: 'The class on %{date} was cancelled.',
  notStartedYet: 'The class on %{date} has not started yet: attendance is taken once it begins.',
  onlyOwnClasses: 'You may only take attendance of classes you teach.',
  notEnrolled: '%{student} is not enrolled in %{course}.',
  theStudent: 'The student',
  alreadyRecorded: "This student's attendance for this class is already recorded.",
  entriesList: 'The entries field must be a list.',
  tooManyEntries: 'At most %{max} entries may be sent at once.',
  studentTwice: 'The student appears more than once.',
};
