/**
 * The lists of working hours, overtime and pay runs, for the office (admin routes) and for a tutor
 * (their own rows, the server's row scope): hours read "1 h 30 min", amounts are in the chosen
 * currency, a row without a rate shows "No rate", and those who may decide change the status
 * (approve or reject) from the row.
 */
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import {
  DataTable,
  ReferenceField,
  SimpleList,
  type RaRecord,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { AppList } from '../../lib/crud';
import { Link } from 'react-router-dom';
import { enums } from '../../../schema';
import { getResource, keyOfName } from '../../config';
import { ListActions, ListPagination } from '../../resources/generic';
import { csvExporter } from '../../resources/generic/list/csvExporter';
import { listFilters } from '../../resources/generic/list/listFilters';
import { DateValueField } from '../../resources/generic/fields/DateValueField';
import { EnumValueField } from '../../resources/generic/fields/EnumValueField';
import { MoneyValueField } from '../../resources/generic/fields/MoneyValueField';
import { StatusCell } from '../../resources/generic/list/StatusCell';
import { RecordTitle, titleIn } from '../../resources/generic/titleSource';
import { formatTimeRange, useMoney } from '../../lib/format';
import { formatDuration } from './duration';
import { AmountOrNoRate, DurationField, PeriodField, TimeSpanField, timeOf } from './fields';
import { payslipPath, useBillingArea } from './useArea';

const label = (key: string) => `app.billing.columns.${key}`;

/** The status menu for whoever may change it and while the row is not in a pay run. */
function DecisionCell({
  enumName,
}: {
  enumName: 'requestStatus' | 'payRunStatus';
  label?: string;
}) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const locked = enumName === 'requestStatus' && record?.tutor_payment_id != null;
  const final = enumName === 'payRunStatus' && record?.status === 'paid';
  if (canAccess !== true || locked || final)
    return <EnumValueField source="status" enumName={enumName} />;
  return <StatusCell source="status" enumName={enumName} values={enums[enumName]} />;
}

const Tutor = () => (
  <ReferenceField source="employee_id" reference={keyOfName('employee')} link={false}>
    <RecordTitle resource="employee" />
  </ReferenceField>
);

/** On phones, each row as a card: its label, then a line of what matters most. */
function useCardLine(name: string): (record: RaRecord) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = useMoney();
  const amount = (v: unknown) =>
    v === null || v === undefined ? translate('app.billing.no_rate') : money(v as number);
  const status = (record: RaRecord, enumName: string) =>
    translate(`enums.${enumName}.${String(record.status)}`, { _: String(record.status) });
  return (record) => {
    const duration = formatDuration(Number(record.minutes), translate);
    const span = formatTimeRange(timeOf(record.start_time), timeOf(record.end_time), locale);
    if (name === 'working-hour')
      return `${span} · ${duration} · ${amount(record.amount)} · ${status(record, 'requestStatus')}`;
    if (name === 'over-time')
      return `${duration} · ${amount(record.amount)} · ${status(record, 'requestStatus')}`;
    return `${amount(record.total)} · ${status(record, 'payRunStatus')}`;
  };
}

function BillingList({ name, children }: { name: string; children: ReactNode }) {
  const r = getResource(name);
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const cardLine = useCardLine(name);
  const [locale] = useLocaleState();
  const area = useBillingArea();
  const sort = r.list.defaultSort;
  return (
    <AppList
      filters={listFilters(r, translate)}
      sort={{ field: sort.field, order: sort.order === 'asc' ? 'ASC' : 'DESC' }}
      exporter={csvExporter(r, translate)}
      actions={<ListActions r={r} />}
      pagination={<ListPagination />}
      empty={false}
    >
      {small ? (
        <SimpleList
          primaryText={(record) => titleIn(r, record, locale)}
          secondaryText={cardLine}
          rowClick={(id) => (name === 'tutor-payment' ? payslipPath(area, id) : 'show')}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          {children}
        </DataTable>
      )}
    </AppList>
  );
}

export const WorkingHourList = () => (
  <BillingList name="working-hour">
    <DataTable.Col source="employee_id" label={label('tutor')} disableSort>
      <Tutor />
    </DataTable.Col>
    <DataTable.Col source="date" label={label('date')}>
      <DateValueField source="date" kind="date" />
    </DataTable.Col>
    <DataTable.Col label={label('time')} disableSort>
      <TimeSpanField />
    </DataTable.Col>
    <DataTable.Col source="minutes" label={label('minutes')}>
      <DurationField source="minutes" />
    </DataTable.Col>
    <DataTable.Col source="amount" label={label('amount')}>
      <AmountOrNoRate />
    </DataTable.Col>
    <DataTable.Col source="source" label={label('source')} disableSort>
      <EnumValueField source="source" enumName="workSource" />
    </DataTable.Col>
    <DataTable.Col source="status" label={label('status')} disableSort>
      <DecisionCell enumName="requestStatus" />
    </DataTable.Col>
  </BillingList>
);

export const OverTimeList = () => (
  <BillingList name="over-time">
    <DataTable.Col source="employee_id" label={label('tutor')} disableSort>
      <Tutor />
    </DataTable.Col>
    <DataTable.Col source="week_start" label={label('week')}>
      <DateValueField source="week_start" kind="date" />
    </DataTable.Col>
    <DataTable.Col source="minutes" label={label('minutes')}>
      <DurationField source="minutes" />
    </DataTable.Col>
    <DataTable.Col source="amount" label={label('amount')}>
      <MoneyValueField source="amount" />
    </DataTable.Col>
    <DataTable.Col source="status" label={label('status')} disableSort>
      <DecisionCell enumName="requestStatus" />
    </DataTable.Col>
  </BillingList>
);

function PayslipButton(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const area = useBillingArea();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={payslipPath(area, record.id)}
      startIcon={<ReceiptLong />}
      onClick={(e) => e.stopPropagation()}
    >
      {translate('app.billing.actions.payslip')}
    </Button>
  );
}

export const TutorPaymentList = () => (
  <BillingList name="tutor-payment">
    <DataTable.Col source="employee_id" label={label('tutor')} disableSort>
      <Tutor />
    </DataTable.Col>
    <DataTable.Col source="period" label={label('period')}>
      <PeriodField source="period" />
    </DataTable.Col>
    <DataTable.Col source="total" label={label('total')}>
      <MoneyValueField source="total" />
    </DataTable.Col>
    <DataTable.Col source="status" label={label('status')} disableSort>
      <DecisionCell enumName="payRunStatus" />
    </DataTable.Col>
    <DataTable.Col source="paid_at" label={label('paid_at')}>
      <DateValueField source="paid_at" kind="date" />
    </DataTable.Col>
    <DataTable.Col label="screens.actions" disableSort>
      <PayslipButton />
    </DataTable.Col>
  </BillingList>
);
