import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  FormatButtons,
  ImageButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { Validator } from 'react-admin';
import { UploadImageButton } from './UploadImageButton';

/** react-admin's rich text input with its usual toolbar, plus pictures uploaded from a file. */
export default function RichTextEditor(props: {
  source: string;
  label: string;
  validate: Validator[];
}) {
  return (
    <RichTextInput
      {...props}
      toolbar={
        <RichTextInputToolbar>
          <LevelSelect />
          <FormatButtons />
          <ColorButtons />
          <AlignmentButtons />
          <ListButtons />
          <LinkButtons />
          <ImageButtons />
          <UploadImageButton />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
