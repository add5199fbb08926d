/** Texts of the employee, student and parent panels (SPEC 2), under `app.panels`. */
export const panels = {
  employee_courses: 'My courses',
  employee_schedule: 'My schedule',
  student_courses: 'My courses',
  student_schedule: 'My schedule',
  children: 'My children',
  routine: 'Weekly routine',
  courses_empty_employee: 'You are not teaching any course yet.',
  courses_empty_student: 'You are not enrolled in any course yet.',
  children_empty: 'No children are linked to your account yet. Ask the centre to link them.',
  no_enrolments: 'Not enrolled in any course.',
  period: '%{start} – %{end}',
  duration: '%{hours} hours over %{weeks} weeks',
  seated: '%{smart_count} student |||| %{smart_count} students',
  open_schedule: 'Open schedule',
  retry: 'Try again',
  child_tabs: 'Children',
};
