/**
 * Refusals of the CSV imports (students, answer sheets) and of a student import's rows, in
 * English.
 */
export const imports = {
  fileRequired: 'The file field is required.',
  dryRunFlag: 'The dry run field must be 1 or 0.',
  notUtf8: 'The file must be UTF-8 text: save it from the spreadsheet as "CSV UTF-8".',
  notCsv: 'The file is not valid CSV: %{reason}',
  empty: 'The file is empty.',
  tooLarge: 'The file may not be greater than %{kilobytes} kilobytes.',
  noStudents: 'The file has a header row but no students.',
  tooManyRows: 'The file may not have more than %{max} rows (it has %{count}).',
  repeatedColumn: 'The column "%{column}" appears more than once in the header row.',
  mappingRequired: 'The mapping field is required.',
  mappingNotObject: 'The mapping field must be an object of target: column.',
  unknownTarget: '"%{target}" is not a field the import can fill.',
  noSuchColumn: 'The file has no column "%{column}".',
  columnRequired: 'A column must be chosen for %{target}.',
  nothingImported: 'Nothing was imported: %{failed} of %{total} rows have errors.',
  genderInvalid: 'The selected gender is invalid.',
  courseInvalid: 'The selected course is invalid.',
  courseAmbiguous: 'More than one course is called "%{course}": write its id instead.',
  courseWithStartDate: 'The course field is required when start date is present.',
};
