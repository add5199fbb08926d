import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useRefreshAfterWrite } from '../../providers/data';
import { useMoney } from '../../lib/format';
import { fieldErrorsOf, messageOf } from '../auth/submitErrors';
import { usePublishedCourses, useStartPayment } from './onlinePaymentApi';

/**
 * Buying a course online: a published course and an optional coupon, checked out for the student
 * (a parent's chosen child); the browser then goes to the payment provider's page. The server
 * applies the same price, coupon, seat and duplicate rules as the office's checkout.
 */
export function BuyCourseCard({ studentId }: { studentId?: number }) {
  const translate = useTranslate();
  const money = useMoney();
  const refresh = useRefreshAfterWrite();
  const courses = usePublishedCourses(true);
  const { checkout } = useStartPayment();
  const [courseId, setCourseId] = useState('');
  const [coupon, setCoupon] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fields = fieldErrorsOf(error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const payment = await checkout({
        course_id: Number(courseId),
        ...(studentId ? { student_id: studentId } : {}),
        ...(coupon.trim() ? { coupon_code: coupon.trim() } : {}),
      });
      if (payment) window.location.assign(payment.checkout_url);
      else {
        setBusy(false);
        setCourseId('');
        refresh();
      }
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="buy-course">
      <CardContent>
        <Typography id="buy-course" variant="overline" component="h2">
          {translate('app.payments.buy_title')}
        </Typography>
        <Stack
          component="form"
          onSubmit={(event) => void submit(event)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            select
            required
            size="small"
            label={translate('app.payments.buy_course')}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
            error={Boolean(fields?.course_id)}
            helperText={fields?.course_id}
            sx={{ minWidth: 260 }}
          >
            {(courses.data ?? []).map((course) => (
              <MenuItem key={course.id} value={String(course.id)}>
                {course.title} · {money(Number(course.price))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('app.payments.coupon')}
            value={coupon}
            onChange={(event) => setCoupon(event.target.value)}
            error={Boolean(fields?.coupon_code)}
            helperText={fields?.coupon_code}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={busy || courseId === ''}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {translate('app.payments.checkout')}
          </Button>
        </Stack>
        {error && !fields?.course_id && !fields?.coupon_code ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(error) ?? translate('app.payments.online_failed')}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
