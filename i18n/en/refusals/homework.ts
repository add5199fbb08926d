/** Refusals of handing in and marking homework, in English. */
export const homework = {
  youNotEnrolled: 'You are not enrolled in the course of this homework.',
  studentNotEnrolled: 'The student is not enrolled in the course of this homework.',
  youSubmitted: 'You have already submitted this homework: change your submission instead.',
  studentSubmitted: 'This student has already submitted this homework.',
  studentsOnly: 'Only a student can submit homework.',
  marked: 'This submission has been marked and can no longer be changed.',
  closed: '%{title} is closed and takes no more submissions.',
  notOpen: '%{title} is not open for submissions.',
  noWork: 'Write an answer or attach a file.',
  handedIn: "The %{field} field is the student's own and cannot be changed.",
  markAboveTotal: 'The mark field must not be greater than %{max}.',
  studentRequired: 'The student field is required.',
};
