/**
 * Texts of the people and academics screens (hiring from an application, converting a tutoring
 * request, complaints, the tutorial library, a student's page), under `app.people`.
 */
export const people = {
  retry: 'Try again',
  hire: {
    create: 'Create employee',
    view_employee: 'View employee',
    from: 'Filled in from the application of %{name}. Choose a role and check the details.',
    not_selected:
      '%{name} is at the stage “%{stage}”: only a selected applicant can be hired from the application.',
    hired: '%{name} has already been hired.',
    missing: 'This application could not be found. You can still add the employee by hand.',
  },
  convert: {
    button: 'Convert to student',
    title: 'Convert to student',
    intro:
      '%{student} becomes a student with %{guardian} as parent (an existing parent with the same e-mail is linked), and is enrolled in the course you choose.',
    course: 'Course',
    student_email: "Student's e-mail",
    student_email_help: "The student signs in with it; it must be the student's own address.",
    cancel: 'Cancel',
    submit: 'Convert',
    view_student: 'View student',
  },
  complain: {
    answer_title: 'Answer from the academy',
    no_answer: 'No answer yet. You will get a notification when there is one.',
  },
  student: {
    view: 'View',
    photo_alt: 'Photo of %{name}',
    number: 'No. %{number}',
    inactive: 'Inactive',
    parents: 'Parents',
    no_parents: 'none linked',
    error: 'The student could not be loaded.',
    tabs: {
      label: 'Student details',
      courses: 'Courses',
      schedule: 'Schedule',
      results: 'Results',
    },
    course_n: 'Course #%{id}',
    starts: 'Starts %{date}',
    no_courses: 'Not enrolled in any course yet.',
    courses_error: 'The courses could not be loaded.',
    no_sessions: 'No classes in the next 14 days.',
    schedule_error: 'The schedule could not be loaded.',
  },
  tutorials: {
    menu: 'Tutorial library',
    title: 'Tutorial library',
    search: 'Search tutorials',
    empty: 'There are no tutorials for you yet.',
    no_match: 'No tutorial title starts with “%{search}”.',
    error: 'The tutorials could not be loaded.',
    open_video: 'Open the video',
    close: 'Close',
    nothing_to_show: 'This tutorial has no video or text yet.',
  },
};

export type PeopleTexts = typeof people;
