import type { notices as english } from '../en/notices';

/** The bell's notices (and the browser notifications that carry them), in Bangla. */
export const notices: typeof english = {
  paymentSubject: 'পেমেন্ট পাওয়া গেছে',
  paymentMessage: 'অর্ডার %{order} (%{course})-এ %{amount} পেমেন্ট পাওয়া গেছে।',
  refundSubject: 'টাকা ফেরত দেওয়া হয়েছে',
  refundMessage: 'অর্ডার %{order} (%{course})-এ %{amount} ফেরত দেওয়া হয়েছে।',
  payRunSubject: '%{period} সময়ের আপনার বেতন পরিশোধ হয়েছে',
  payRunMessage: '%{hours}, নিট বেতন %{total}।',
  workingHoursApproved: 'আপনার কাজের সময় অনুমোদিত হয়েছে',
  workingHoursRejected: 'আপনার কাজের সময় প্রত্যাখ্যাত হয়েছে',
  workingHoursMessage: '%{date} %{start}–%{end}',
  overtimeApproved: 'আপনার ওভারটাইমের অনুরোধ অনুমোদিত হয়েছে',
  overtimeRejected: 'আপনার ওভারটাইমের অনুরোধ প্রত্যাখ্যাত হয়েছে',
  overtimeMessage: '%{week} থেকে শুরু সপ্তাহ: %{duration}',
  complaintAnsweredSubject: 'আপনার অভিযোগের উত্তর দেওয়া হয়েছে',
  complaintAnsweredMessage: '%{subject}: %{answer}',
  complaintSubject: 'নতুন অভিযোগ: %{subject}',
  complaintMessage: '%{who} লিখেছেন: %{text}',
  resultsSubject: 'ফলাফল প্রকাশিত: %{title}',
  resultsMessage:
    '%{title}-এর আপনার ফলাফল তৈরি। আপনার নম্বর দেখতে ও প্রতিটি প্রশ্ন আবার দেখতে এটি খুলুন।',
  childResultsMessage: '%{title}-এ %{student}-এর ফলাফল তৈরি।',
  homeworkSubject: 'নতুন বাড়ির কাজ: %{title}',
  homeworkMessage: '%{course} · জমার শেষ দিন %{due}',
  homeworkMarkedSubject: 'বাড়ির কাজে নম্বর দেওয়া হয়েছে: %{title}',
  childHomeworkMarkedSubject: '%{student}: বাড়ির কাজে নম্বর দেওয়া হয়েছে: %{title}',
  homeworkMarkMessage: '%{mark} / %{total}',
  homeworkMarkFeedbackMessage: '%{mark} / %{total} · %{feedback}',
  tutoringRequestSubject: 'টিউটরিংয়ের নতুন অনুরোধ: %{student}',
  tutoringRequestMessage: '%{guardian} %{student}%{level}-এর জন্য টিউটরিং চেয়েছেন। ফোন: %{phone}।',
  tutoringRequestInSubjectMessage:
    '%{guardian} %{student}%{level}-এর জন্য %{subject} বিষয়ে টিউটরিং চেয়েছেন। ফোন: %{phone}।',
  contactSubject: 'যোগাযোগের নতুন বার্তা: %{subject}',
  contactMessage: '%{name} (%{email}) লিখেছেন: %{text}',
  jobApplicationSubject: 'চাকরির নতুন আবেদন: %{job}',
  jobApplicationMessage: '%{name} (%{email}) %{job} পদে আবেদন করেছেন।',
  commentSubject: 'অনুমোদনের অপেক্ষায় মন্তব্য: %{post}',
  commentMessage: '%{name} "%{post}"-এ মন্তব্য করেছেন: %{text}',
  cancelRequestSubject: 'ক্লাস বাতিলের অনুরোধ: %{day} %{date}, %{course}',
  cancelRequestMessage:
    '%{who} %{day} %{date} তারিখের %{course} ক্লাসটি বাতিল করতে চেয়েছেন। কারণ: %{reason}',
  cancelRequestReplacementMessage:
    '%{who} %{day} %{date} তারিখের %{course} ক্লাসটি বাতিল করতে চেয়েছেন, তাঁর বদলে পড়াবেন %{replacement}। কারণ: %{reason}',
  cancelDeclinedSubject: 'ক্লাস বাতিলের অনুরোধ নাকচ: %{day} %{date}, %{course}',
  cancelDeclinedMessage:
    '%{day} %{date} তারিখের %{course} ক্লাসটি বাতিলের আপনার অনুরোধ নাকচ হয়েছে; ক্লাসটি পরিকল্পনামতোই হবে।',
  classCancelledSubject: 'ক্লাস বাতিল: %{day} %{date}, %{course}',
  classCancelledMessage:
    '%{day} %{date} তারিখে %{start}–%{end} সময়ের %{course} ক্লাসটি বাতিল হয়েছে। কারণ: %{reason}',
  substituteSubject: 'বদলি শিক্ষক: %{day} %{date}, %{course}',
  substituteMessage:
    '%{day} %{date} তারিখে %{start}–%{end} সময়ের %{course} ক্লাসটি %{absent}-এর বদলে পড়াবেন %{tutor}। কারণ: %{reason}',
  someCourse: 'একটি কোর্স',
  anotherTutor: 'অন্য একজন শিক্ষক',
  someone: 'কেউ একজন',
  durationHours: '%{hours} ঘণ্টা',
  durationHoursMinutes: '%{hours} ঘণ্টা %{minutes} মিনিট',
};
