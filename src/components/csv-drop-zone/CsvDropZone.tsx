import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent } from 'react';

interface CsvDropZoneProps {
  /** While a file is being read, nothing new is taken. */
  busy: boolean;
  onFile: (file: File) => void;
  /** "Drag a CSV file … here, or" */
  prompt: string;
  /** The button's text, also the file input's name. */
  chooseLabel: string;
  hint: string;
}

/** A CSV file by drag and drop, or by the file dialog (the keyboard's way). */
export function CsvDropZone({ busy, onFile, prompt, chooseLabel, hint }: CsvDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <UploadFile color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{prompt}</Typography>
      <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
        {chooseLabel}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={chooseLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again (after fixing it) is seen.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Box>
  );
}
