import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useEffect } from 'react';
import { Title, useNavigate, useTranslate, type ErrorProps } from 'react-admin';
import { isChunkLoadError, reloadOnChunkError } from '../../lib/reload';
import { ErrorFrame } from './ErrorFrame';

/**
 * The page shown after a failed load (`<Admin error>` and the layout's error boundary).
 * A failed chunk load first tries the guarded reload, since a new deploy is the usual cause.
 */
export function ErrorPage({ error, errorInfo }: ErrorProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = translate('app.errors.error.title');

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnChunkError();
  }, [error]);

  return (
    <>
      <Title title={title} />
      <ErrorFrame code="500" title={title} text={translate('app.errors.error.text')}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            {translate('app.errors.error.retry')}
          </Button>
          <Button variant="outlined" size="large" onClick={() => navigate('/')}>
            {translate('app.errors.error.back')}
          </Button>
        </Box>
        {import.meta.env.DEV && error instanceof Error && (
          <Accordion sx={{ width: '100%', maxWidth: 720, textAlign: 'left' }}>
            <AccordionSummary expandIcon={<ExpandMore />}>
              {translate('app.errors.error.details')}
            </AccordionSummary>
            <AccordionDetails>
              <Typography component="pre" variant="caption" sx={{ whiteSpace: 'pre-wrap' }}>
                {error.stack ?? error.message}
                {errorInfo?.componentStack}
              </Typography>
            </AccordionDetails>
          </Accordion>
        )}
      </ErrorFrame>
    </>
  );
}
