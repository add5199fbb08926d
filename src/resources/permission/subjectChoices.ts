import { resources } from '../../../resources.config';
import { PAGE_SUBJECTS } from '../../../schema';
import { placeOfSubject } from '../generic/inputs/permissionMatrix/placeOfSubject';

type Translate = (key: string, options: { smart_count: number }) => string;

/** The subjects the config defines, by name in the user's language, for the subject filter. */
export function subjectChoices(translate: Translate): { id: string; name: string }[] {
  const subjects = [...new Set([...PAGE_SUBJECTS, ...resources.map((r) => r.subject)])];
  return subjects
    .map((subject) => {
      const { label } = placeOfSubject(subject);
      return { id: subject, name: label === null ? subject : translate(label, { smart_count: 2 }) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
