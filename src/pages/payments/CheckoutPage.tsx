import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useGetIdentity, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useMoney } from '../../lib/format';
import { fieldErrorsOf, messageOf, statusOf } from '../auth/submitErrors';
import { PanelPage } from '../panels/PanelPage';
import { useChildren } from '../panels/useChildren';
import { useStartPayment, type PublishedCourse } from './onlinePaymentApi';

interface CheckoutCourse extends PublishedCourse {
  /** Null while the course cannot be bought online. */
  checkout_url: string | null;
}

/** The course as the public site sees it; null when it is not public or not for sale online. */
function useCheckoutCourse(courseId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'public', 'courses', 'checkout', courseId],
    queryFn: async (): Promise<CheckoutCourse | null> => {
      try {
        const course = (await api('GET', `public/courses/${courseId}`)).data as CheckoutCourse;
        return course.checkout_url ? course : null;
      } catch (failure) {
        if (statusOf(failure) === 404) return null;
        throw failure;
      }
    },
    staleTime: 0,
  });
}

/**
 * `/checkout/{courseId}`, the page a course's `checkout_url` on the public site leads to. A
 * visitor is sent to sign in first and comes back here (the app's `next`). A student checks the
 * course out for themselves, a parent for the child they pick; the browser then goes to the
 * payment provider's page. Other users are told only learners buy online; a course that is not
 * public or not for sale online is not found.
 */
export function CheckoutPage() {
  const translate = useTranslate();
  const { courseId } = useParams();
  const { identity, isPending: identityPending } = useGetIdentity();
  const course = useCheckoutCourse(courseId);
  const kind = identity?.kind as string | undefined;
  const learner = kind === 'student' || kind === 'parent';
  const pending = identityPending || course.isPending;
  return (
    <PanelPage title={translate('app.payments.checkout_page.title')}>
      {pending ? (
        <Skeleton variant="rounded" height={200} aria-busy="true" />
      ) : !course.data ? (
        <Alert severity="warning">{translate('app.payments.checkout_page.not_found')}</Alert>
      ) : !learner ? (
        <Alert severity="info">{translate('app.payments.checkout_page.learners_only')}</Alert>
      ) : kind === 'parent' ? (
        <ParentCheckout course={course.data} />
      ) : (
        <CheckoutForm course={course.data} kind={kind} />
      )}
    </PanelPage>
  );
}

/** A parent buys for one of their children (the server scopes the list to their own). */
function ParentCheckout({ course }: { course: CheckoutCourse }) {
  const children = useChildren();
  if (children.isPending) return <Skeleton variant="rounded" height={200} aria-busy="true" />;
  return <CheckoutForm course={course} kind="parent" linked={children.data ?? []} />;
}

function CheckoutForm({
  course,
  kind,
  linked = [],
}: {
  course: CheckoutCourse;
  kind: 'student' | 'parent';
  linked?: RaRecord[];
}) {
  const translate = useTranslate();
  const money = useMoney();
  const navigate = useNavigate();
  const { checkout } = useStartPayment();
  const [childId, setChildId] = useState('');
  const [coupon, setCoupon] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fields = fieldErrorsOf(error);
  const chosenChild = kind === 'parent' ? childId || String(linked[0]?.id ?? '') : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const payment = await checkout({
        course_id: Number(course.id),
        ...(chosenChild ? { student_id: Number(chosenChild) } : {}),
        ...(coupon.trim() ? { coupon_code: coupon.trim() } : {}),
      });
      // A free course is paid at once: its order is among the learner's payments.
      if (payment) window.location.assign(payment.checkout_url);
      else navigate(`/${kind}/payment`);
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      aria-labelledby="checkout-course"
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}
    >
      <Stack spacing={2}>
        <Typography id="checkout-course" variant="h6" component="h2">
          {course.title}
        </Typography>
        <Typography>
          {translate('app.payments.checkout_page.price')}: {money(Number(course.price))}
        </Typography>
        {kind === 'parent' ? (
          <TextField
            select
            required
            size="small"
            label={translate('app.payments.checkout_page.child')}
            value={chosenChild}
            onChange={(event) => setChildId(event.target.value)}
            error={Boolean(fields?.student_id)}
            helperText={fields?.student_id}
          >
            {linked.map((child) => (
              <MenuItem key={child.id} value={String(child.id)}>
                {String(child.full_name)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          label={translate('app.payments.coupon')}
          value={coupon}
          onChange={(event) => setCoupon(event.target.value)}
          error={Boolean(fields?.coupon_code)}
          helperText={fields?.coupon_code}
        />
        {error && !fields?.coupon_code && !fields?.student_id ? (
          <Alert severity="error">
            {fields?.course_id ?? messageOf(error) ?? translate('app.payments.online_failed')}
          </Alert>
        ) : null}
        <div>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || (kind === 'parent' && chosenChild === '')}
          >
            {translate('app.payments.pay_online')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
