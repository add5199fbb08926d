/** Texts of the guided student import (/admin/student/import), under `app.csvImport`. */
export const csvImport = {
  title: 'Import students',
  menu: 'Import students',
  list_button: 'Import',
  steps: {
    upload: 'Upload',
    mapping: 'Map columns',
    dry_run: 'Dry run',
    import: 'Import',
  },
  groups: {
    student: 'Student',
    parent: 'Parent',
    enrolment: 'Enrolment',
  },
  targets: {
    student: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      date_of_birth: 'Date of birth',
      gender: 'Gender',
      grade: 'Grade',
      school: 'School',
    },
    parent: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
    },
    enrolment: {
      student_id: 'Enrolled student',
    },
    course: 'Course (title or id)',
    start_date: 'Start date',
  },
  upload: {
    drop: 'Drag a CSV file with students here, or',
    choose: 'Choose a file',
    hint: 'CSV (UTF-8), comma or semicolon separated, up to 5 MB and 5,000 rows. One row per student and course; a parent on several rows is created once.',
    reading: 'Reading the file…',
    template_intro: 'Not sure how to lay it out?',
    template: 'Download the template',
    not_csv: 'Choose a CSV file (.csv).',
    too_large: 'The file is larger than 5 MB.',
  },
  mapping: {
    intro:
      '%{name}: %{smart_count} row. Choose the column that holds each field; suggestions come from the column names. |||| %{name}: %{smart_count} rows. Choose the column that holds each field; suggestions come from the column names.',
    none: 'Not imported',
    sample: 'e.g. %{value}',
    missing_required: 'Choose a column for every required field (marked *).',
  },
  dry_run: {
    run: 'Run the dry run',
    running: 'Checking every row… nothing is saved.',
    problems:
      '%{smart_count} row has problems. Fix it in your file (or change the mapping) and upload again: the import saves all rows or none. |||| %{smart_count} rows have problems. Fix them in your file (or change the mapping) and upload again: the import saves all rows or none.',
    all_clear:
      'Nothing is saved yet. The %{smart_count} row can be imported as shown. |||| Nothing is saved yet. All %{smart_count} rows can be imported as shown.',
    only_problems: 'Only rows with problems',
    caption: 'What the import would do with each row',
  },
  table: {
    row: 'Row',
    problems: 'Problems',
    empty: 'No rows to show.',
    per_page: 'Rows per page',
    from_row: 'from row %{row}',
    matched_by: {
      email: 'by e-mail',
      phone: 'by phone',
    },
  },
  actions: {
    student: { create: 'New', match: 'Existing' },
    parent: { create: 'New', match: 'Existing', none: 'No parent' },
    enrolment: { create: 'Enrol', exists: 'Already enrolled', none: 'No course' },
  },
  counters: {
    students_created: 'New students',
    students_matched: 'Existing students',
    parents_created: 'New parents',
    parents_matched: 'Existing parents',
    enrolments_created: 'New enrolments',
    enrolments_existing: 'Already enrolled',
    rows_with_errors: 'Rows with problems',
  },
  import: {
    confirm: 'Import %{smart_count} row now? |||| Import %{smart_count} rows now?',
    all_or_nothing:
      'All rows are saved together: if any row fails, nothing is saved. New students and parents get an e-mail invitation to choose a password.',
    start: 'Import now',
    running: 'Importing… keep this page open.',
    done_title: 'Import finished',
    done_text: '%{smart_count} row was imported. |||| %{smart_count} rows were imported.',
    view_students: 'View students',
    failed_title: 'Nothing was imported',
    failed_text: 'Fix these rows in your file, or change the mapping, and try again.',
    caption: 'Rows that could not be imported',
  },
  nav: {
    back: 'Back',
    back_to_mapping: 'Back to mapping',
    continue: 'Continue',
    other_file: 'Choose another file',
  },
  errors: {
    network: 'The server could not be reached. Check the connection and try again.',
    generic: 'The file could not be processed.',
    template: 'The template could not be downloaded.',
  },
};
