import { useMemo } from 'react';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import type { Validator } from 'react-admin';
import { QuestionToolbar } from './QuestionToolbar';

type EditorOptions = NonNullable<Parameters<typeof RichTextInput>[0]['editorOptions']>;

/** Pictures kept in the text as data URLs must survive being read back into the editor. */
const EXTENSIONS = (DefaultEditorOptions.extensions ?? []).map((extension) =>
  extension.name === 'image' ? extension.configure({ allowBase64: true }) : extension,
);

function editorOptions(id: string, autofocus: boolean): EditorOptions {
  return {
    ...DefaultEditorOptions,
    extensions: EXTENSIONS,
    autofocus: autofocus ? 'end' : false,
    editorProps: {
      // The editable area is the text box: named by the input's label for screen readers.
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label` },
    },
  };
}

interface QuestionRichTextInputProps {
  /** Also the id of the editable area; its label is `${id}-label`. */
  id: string;
  source: string;
  label: string;
  helperText?: string;
  validate?: Validator[];
  /** Put the cursor here once the editor is ready (a new question's stem). */
  autofocus?: boolean;
}

/** Rich text of a question (passage, stem, explanation) with the question toolbar. */
export function QuestionRichTextInput({
  id,
  autofocus = false,
  ...props
}: QuestionRichTextInputProps) {
  // The editor is rebuilt whenever its options change: keep them the same object.
  const options = useMemo(() => editorOptions(id, autofocus), [id, autofocus]);
  return (
    <RichTextInput
      {...props}
      id={id}
      editorOptions={options}
      toolbar={<QuestionToolbar />}
      sx={{ '& .ProseMirror': { minHeight: 72 } }}
    />
  );
}
