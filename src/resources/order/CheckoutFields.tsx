import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect } from 'react';
import { NumberInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { keyOfName } from '../../config';
import { useMoney } from '../../lib/format';
import { fieldLabel } from '../generic/labels';
import { FormFields } from '../generic/views/FormFields';
import { checkoutFigures } from './checkoutAmounts';
import { CheckoutSummary } from './CheckoutSummary';
import { useCouponCheck } from './useCouponCheck';
import { order } from '../../../resources.config';

/**
 * The checkout form: the generated inputs in the order's layout, the coupon code checked as it is
 * typed (its discount, or the server's reason on the field), and the total the order will have,
 * before it is saved.
 */
export function CheckoutFields() {
  const translate = useTranslate();
  const money = useMoney();
  const { setError, clearErrors } = useFormContext();
  const [courseId, subtotal, tax, otherCost, code] = useWatch({
    name: ['course_id', 'subtotal', 'tax', 'other_cost', 'coupon_code'],
  }) as unknown[];
  const hasCourse = courseId !== null && courseId !== undefined && courseId !== '';
  const { data: course } = useGetOne(
    keyOfName('course'),
    { id: hasCourse ? (courseId as number) : 0 },
    { enabled: hasCourse },
  );
  const check = useCouponCheck({ code, courseId, subtotal, tax, otherCost });

  // The server's reason sits on the field, as the refusal of a save would.
  const refusal = check.state === 'refused' ? check.reason : null;
  useEffect(() => {
    if (refusal !== null) setError('coupon_code', { type: 'server', message: refusal });
    else clearErrors('coupon_code');
  }, [refusal, setError, clearErrors]);

  const price = hasCourse ? (course as { price?: unknown } | undefined)?.price : undefined;
  const figures = checkoutFigures({
    price,
    subtotal,
    tax,
    other_cost: otherCost,
    discount: check.state === 'applied' ? check.preview.discount : 0,
  });
  const couponHelp =
    check.state === 'refused' ? (
      <Box component="span" role="alert" sx={{ color: 'error.main' }}>
        {check.reason}
      </Box>
    ) : check.state === 'applied' ? (
      translate('app.orders.checkout.coupon_applied', {
        code: check.preview.code,
        discount: money(check.preview.discount),
      })
    ) : check.state === 'checking' ? (
      translate('app.orders.checkout.coupon_checking')
    ) : (
      translate('app.orders.checkout.coupon_help')
    );

  return (
    <>
      <FormFields
        r={order}
        mode="create"
        inputs={{
          subtotal: (
            <NumberInput
              source="subtotal"
              label={fieldLabel(order, 'subtotal')}
              step={0.01}
              min={0}
              fullWidth
              helperText={
                price === undefined
                  ? false
                  : translate('app.orders.checkout.subtotal_help', {
                      price: money(price as number),
                    })
              }
            />
          ),
          coupon_code: (
            <TextInput
              source="coupon_code"
              label={fieldLabel(order, 'coupon_code')}
              helperText={couponHelp}
              fullWidth
              slotProps={{
                input: {
                  endAdornment:
                    check.state === 'checking' ? (
                      <InputAdornment position="end">
                        <CircularProgress size={18} aria-hidden />
                      </InputAdornment>
                    ) : undefined,
                },
              }}
            />
          ),
        }}
      />
      <CheckoutSummary figures={figures} />
    </>
  );
}
