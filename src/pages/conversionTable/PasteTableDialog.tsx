import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parsePastedTable } from './parsePastedTable';

/** A whole table pasted at once; nothing changes until every line reads. */
export function PasteTableDialog({
  open,
  onClose,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  onApply: (scaled: number[]) => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [badLines, setBadLines] = useState<number[]>([]);
  const field = useRef<HTMLTextAreaElement>(null);
  const apply = () => {
    const result = parsePastedTable(text);
    if (!result.ok) {
      setBadLines(result.badLines);
      return;
    }
    onApply(result.scaled);
    setText('');
    setBadLines([]);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onEntered: () => field.current?.focus() } }}
    >
      <DialogTitle>{translate('app.scoring.conversion.paste')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.scoring.conversion.paste_help')}
        </DialogContentText>
        {badLines.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('app.scoring.conversion.paste_error', { lines: badLines.join(', ') })}
          </Alert>
        )}
        <TextField
          label={translate('app.scoring.conversion.paste_label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={8}
          fullWidth
          inputRef={field}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.scoring.conversion.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={text.trim() === ''}>
          {translate('app.scoring.conversion.paste_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
