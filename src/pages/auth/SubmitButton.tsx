import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';

/** The form's submit button, busy while the call runs so it cannot be sent twice. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 2 }}
    >
      {label}
    </Button>
  );
}
