import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { keyOfName } from '../../../config';

interface ExamPickerButtonProps {
  /** The button's and the dialog's title. */
  label: string;
  icon: ReactNode;
  /** enums.examType: the kind of exam offered. */
  examType: number;
  /** The ability the page behind needs (display only: the server checks again). */
  access: { action: string; subject: string };
  pathOf: (examId: number) => string;
}

/** A list button that asks which exam, then opens that exam's page (marks, answer sheets). */
export function ExamPickerButton({ label, icon, examType, access, pathOf }: ExamPickerButtonProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const { canAccess } = useCanAccess({ action: access.action, resource: access.subject });
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  const { data = [], isPending } = useGetList<RaRecord>(
    keyOfName('exam'),
    {
      filter: { type: examType, q: search },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'starts_at', order: 'DESC' },
    },
    { enabled: open },
  );
  if (!canAccess) return null;
  const close = () => {
    setOpen(false);
    setChosen(null);
  };
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{label}</DialogTitle>
        <DialogContent>
          <Autocomplete
            options={data}
            loading={isPending}
            value={chosen}
            onChange={(_, exam) => setChosen(exam)}
            onInputChange={(_, text, reason) => {
              if (reason === 'input') setSearch(text);
            }}
            filterOptions={(options) => options}
            getOptionLabel={(exam) => String(exam.title ?? '')}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={translate('app.results.picker.none')}
            renderInput={(params) => (
              <TextField {...params} margin="dense" label={translate('app.results.picker.exam')} />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!chosen}
            onClick={() => chosen && navigate(pathOf(Number(chosen.id)))}
          >
            {translate('app.results.picker.open')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
