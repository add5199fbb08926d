import { Alert, Button, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { LinkBase, useGetIdentity, useTranslate } from 'react-admin';
import { useApi } from '../../lib/api';
import { session } from '../../providers/auth/session';

/**
 * After sign-in, a learner whose profile the centre still needs (a student who signed up on the
 * public site) is asked, once, to complete it. Showing the prompt tells the server, so it does not
 * come back, whether it is followed or dismissed.
 */
export function ProfilePrompt() {
  const translate = useTranslate();
  const api = useApi();
  const { identity } = useGetIdentity();
  const due = identity?.profile_prompt === true;
  const [open, setOpen] = useState(false);
  const told = useRef(false);

  useEffect(() => {
    if (!due || told.current) return;
    told.current = true;
    setOpen(true);
    // The stored user too, so a reload before the next sign-in does not ask again.
    const stored = session.getUser();
    if (stored) session.setUser({ ...stored, profile_prompt: false });
    // Losing this call only means the prompt may come once more.
    api('POST', 'user/profile-prompt').catch(() => undefined);
  }, [due, api]);

  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        severity="info"
        onClose={() => setOpen(false)}
        action={
          <Button
            color="inherit"
            size="small"
            component={LinkBase}
            to="/user/edit"
            onClick={() => setOpen(false)}
          >
            {translate('app.profile.prompt.action')}
          </Button>
        }
      >
        {translate('app.profile.prompt.message')}
      </Alert>
    </Snackbar>
  );
}
