import Box from '@mui/material/Box';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  enums,
  REGULAR_QUESTION_TYPES,
  SAT_QUESTION_TYPES,
  type QuestionSetting,
} from '../../../../schema';
import { enumChoices } from '../../../resources/generic/labels';
import { AcceptedAnswersInput } from '../inputs/AcceptedAnswersInput';
import { OptionsInput } from '../inputs/OptionsInput';
import { QuestionRichTextInput } from '../inputs/QuestionRichTextInput';
import { TypeInput } from '../inputs/TypeInput';
import { isChoice, type QuestionType } from './draft';
import type { ExamOutline } from './useExamOutline';

/**
 * Today's SAT asks one-answer multiple choice and grid-ins; a several-answer question (older
 * practice material the server also takes) keeps its type offered while it has it.
 */
const satTypes = (current: QuestionType): readonly QuestionType[] =>
  SAT_QUESTION_TYPES.filter((t) => t !== 'multiple' || current === 'multiple');

const label = (field: string) => `resources.exam-question.fields.${field}`;

/** A select that may be left empty ("None"), labelled by its field. */
function OptionalSelect({
  source,
  choices,
}: {
  source: string;
  choices: { id: string | number; name: string }[];
}) {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={label(source)}
      choices={choices}
      emptyText={translate('app.questions.none')}
      helperText={false}
    />
  );
}

function MarksInput() {
  return (
    <NumberInput
      source="marks"
      label={label('marks')}
      min={0}
      max={100}
      step={1}
      helperText={false}
    />
  );
}

/** The SAT-only fields: difficulty, domain and skill, the scales it feeds, and its module. */
function SatFields({ outline }: { outline: ExamOutline }) {
  const translate = useTranslate();
  const scaleChoices = (kind: 'sub' | 'cross') =>
    outline.scales
      .filter((s) => s.kind === kind)
      .map((s) => ({ id: s.id, name: `${s.code} · ${s.name}` }));
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <OptionalSelect
          source="quality"
          choices={enumChoices('questionQuality', enums.questionQuality)}
        />
        <TextInput
          source="tags"
          label={label('tags')}
          helperText={translate('app.questions.tags_hint')}
          autoComplete="off"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OptionalSelect source="sub_score_id" choices={scaleChoices('sub')} />
        <OptionalSelect source="cross_test_id" choices={scaleChoices('cross')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <MarksInput />
        <SelectInput
          source="module_id"
          label={label('module_id')}
          choices={outline.modules.map((m) => ({
            id: m.id,
            name: translate('app.questions.module_name', {
              section: m.sectionName,
              number: m.number,
            }),
          }))}
          helperText={false}
        />
      </Box>
    </>
  );
}

interface QuestionFieldsProps {
  setting: QuestionSetting;
  outline: ExamOutline;
  autofocusStem: boolean;
}

/**
 * The fields in the order a tutor enters a question with the keyboard: type, (SAT) passage, stem,
 * options and the correct letter (or the accepted answers), explanation, then the details.
 */
export function QuestionFields({ setting, outline, autofocusStem }: QuestionFieldsProps) {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as QuestionType;
  const sat = setting.exam === 'sat';
  return (
    <>
      <TypeInput types={sat ? satTypes(type) : REGULAR_QUESTION_TYPES} />
      {sat && (
        <QuestionRichTextInput
          id="question-passage"
          source="passage"
          label={label('passage')}
          helperText={translate('app.questions.passage_hint')}
        />
      )}
      <QuestionRichTextInput
        id="question-stem"
        source="stem"
        label={label('stem')}
        helperText={translate('app.questions.math_hint')}
        autofocus={autofocusStem}
      />
      {isChoice(type) ? (
        <OptionsInput />
      ) : (
        <AcceptedAnswersInput gridIn={type === 'grid_in' && sat ? setting.form : null} />
      )}
      <QuestionRichTextInput
        id="question-explanation"
        source="explanation"
        label={label('explanation')}
      />
      {sat ? <SatFields outline={outline} /> : <MarksInput />}
    </>
  );
}
