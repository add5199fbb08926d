import { Confirm } from 'react-admin';

/** "Discard your changes?" before leaving a question with unsaved changes. */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <Confirm
      isOpen={open}
      title="app.questions.discard_title"
      content="app.questions.discard_text"
      confirm="app.questions.discard"
      cancel="app.questions.keep_editing"
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}
