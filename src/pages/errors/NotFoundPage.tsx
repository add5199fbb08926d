import { Button, Typography } from '@mui/material';
import { Title, useNavigate, useTranslate } from 'react-admin';
import { ErrorFrame } from './ErrorFrame';
import { PageSearch } from './PageSearch';

/** The 404 page, for unknown routes (`<Admin catchAll>`) and failed page validation. */
export function NotFoundPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pageTitle = translate('app.errors.not_found.page_title');
  return (
    <>
      <Title title={pageTitle} />
      <ErrorFrame
        code="404"
        title={translate('app.errors.not_found.title')}
        text={translate('app.errors.not_found.text')}
      >
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {pageTitle}
        </Typography>
        <PageSearch />
        <Button variant="contained" size="large" onClick={() => navigate('/')}>
          {translate('app.errors.not_found.back')}
        </Button>
      </ErrorFrame>
    </>
  );
}
