/** Refusals of a notification campaign (e-mail, push, SMS), in English. */
export const campaigns = {
  alreadySent: 'This notification has already been sent and can no longer be changed.',
  smsTooLong: 'The message takes %{segments} SMS parts; at most %{max} are allowed.',
  chooseUserType: 'Choose the type of users to send to.',
  chooseCourse: 'Choose the course whose students and parents receive it.',
  chooseUsers: 'Choose at least one user.',
};
