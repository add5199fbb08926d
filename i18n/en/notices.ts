/**
 * The bell's notices (and the browser notifications that carry them), in English. They are worded
 * when read, in the reader's language; money, dates and durations among the values are formatted
 * for it (server/domain/notifications/notice-phrase.ts).
 */
export const notices = {
  paymentSubject: 'Payment received',
  paymentMessage: 'A payment of %{amount} on order %{order} (%{course}) was received.',
  refundSubject: 'Refund issued',
  refundMessage: 'A refund of %{amount} on order %{order} (%{course}) was issued.',
  payRunSubject: 'Your pay for %{period} has been paid',
  payRunMessage: '%{hours}, net pay %{total}.',
  workingHoursApproved: 'Your working hours were approved',
  workingHoursRejected: 'Your working hours were rejected',
  workingHoursMessage: '%{date} %{start}–%{end}',
  overtimeApproved: 'Your overtime request was approved',
  overtimeRejected: 'Your overtime request was rejected',
  overtimeMessage: 'Week of %{week}: %{duration}',
  complaintAnsweredSubject: 'Your complaint has been answered',
  complaintAnsweredMessage: '%{subject}: %{answer}',
  complaintSubject: 'New complaint: %{subject}',
  complaintMessage: '%{who} wrote: %{text}',
  resultsSubject: 'Results released: %{title}',
  resultsMessage:
    'Your result for %{title} is ready. Open it to see your score and review each question.',
  childResultsMessage: "%{student}'s result for %{title} is ready.",
  homeworkSubject: 'New homework: %{title}',
  homeworkMessage: '%{course} · due %{due}',
  homeworkMarkedSubject: 'Homework marked: %{title}',
  childHomeworkMarkedSubject: '%{student}: Homework marked: %{title}',
  homeworkMarkMessage: '%{mark} / %{total}',
  homeworkMarkFeedbackMessage: '%{mark} / %{total} · %{feedback}',
  tutoringRequestSubject: 'New tutoring request: %{student}',
  tutoringRequestMessage: '%{guardian} asks for tutoring for %{student}%{level}. Phone: %{phone}.',
  tutoringRequestInSubjectMessage:
    '%{guardian} asks for tutoring for %{student}%{level} in %{subject}. Phone: %{phone}.',
  contactSubject: 'New contact message: %{subject}',
  contactMessage: '%{name} (%{email}) wrote: %{text}',
  jobApplicationSubject: 'New job application: %{job}',
  jobApplicationMessage: '%{name} (%{email}) applied for %{job}.',
  commentSubject: 'Comment awaiting moderation: %{post}',
  commentMessage: '%{name} commented on "%{post}": %{text}',
  cancelRequestSubject: 'Cancel request: %{course} on %{day} %{date}',
  cancelRequestMessage:
    '%{who} asks to cancel the %{course} class on %{day} %{date}. Reason: %{reason}',
  cancelRequestReplacementMessage:
    '%{who} asks to cancel the %{course} class on %{day} %{date}, with %{replacement} teaching instead. Reason: %{reason}',
  cancelDeclinedSubject: 'Cancel request declined: %{course} on %{day} %{date}',
  cancelDeclinedMessage:
    'Your request to cancel the %{course} class on %{day} %{date} was declined; the class takes place as planned.',
  classCancelledSubject: 'Class cancelled: %{course} on %{day} %{date}',
  classCancelledMessage:
    'The %{course} class on %{day} %{date}, %{start}–%{end}, is cancelled. Reason: %{reason}',
  substituteSubject: 'Substitute tutor: %{course} on %{day} %{date}',
  substituteMessage:
    '%{tutor} teaches the %{course} class on %{day} %{date}, %{start}–%{end}, in place of %{absent}. Reason: %{reason}',
  /** Stands for a course whose record is gone, mid-sentence. */
  someCourse: 'a course',
  /** Stands for a replacement tutor whose record is gone, at the start of a sentence. */
  anotherTutor: 'Another tutor',
  /** Who did something, where the person is gone. */
  someone: 'Someone',
  /** A duration (server/domain/notifications/notice-phrase.ts): `7 h`, `7 h 30 min`. */
  durationHours: '%{hours} h',
  durationHoursMinutes: '%{hours} h %{minutes} min',
};
