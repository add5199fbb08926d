/** Server behaviour of courses, enrolments and the tutorial library. */
import { course } from '../../../resources/courses';
import { studentCourse } from '../../../resources/people';
import { tutorial, tutorialCategory } from '../../../resources/tutorials';
import { behaviourOf } from '../../resources/behaviour';
import { combineHooks } from '../hooks/combine';
import { readableTutorialCategories, readableTutorials } from '../scopes';
import { courseDependents } from './dependent-labels';
import { enrolmentRules } from './enrolment-rules';
import { enrolmentStart } from './enrolment-start';
import { seatsTaken } from './list-columns';
import { enrolmentLabel, labelHook, relabelDependents } from './labels';

export const academicsBehaviour = [
  behaviourOf(course, {
    hooks: { beforeSave: relabelDependents(course, 'title', courseDependents) },
    computed: { seats_taken: seatsTaken },
  }),
  behaviourOf(studentCourse, {
    hooks: combineHooks(enrolmentStart, { beforeSave: labelHook(enrolmentLabel) }, enrolmentRules),
  }),
  behaviourOf(tutorialCategory, {
    scope: {
      employee: readableTutorialCategories,
      student: readableTutorialCategories,
      parent: readableTutorialCategories,
      affiliation: readableTutorialCategories,
    },
  }),
  behaviourOf(tutorial, {
    scope: {
      employee: readableTutorials,
      student: readableTutorials,
      parent: readableTutorials,
      affiliation: readableTutorials,
    },
  }),
];
