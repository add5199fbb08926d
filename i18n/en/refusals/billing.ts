/** Refusals of tutor billing: working hours, overtime and pay runs, in English. */
export const billing = {
  payRunFinal: 'A paid pay run cannot be changed, deleted or set back to unpaid.',
  theTutor: 'The tutor',
  alreadyPaid: "%{name}'s %{period} was already paid on %{date}.",
  alreadyHasRun: '%{name} already has a pay run for %{period}.',
  unpriced: "The tutor has hours without a rate on %{dates}: set the tutor's rate first.",
  periodFormat: 'The period must be a month written YYYY-MM.',
  nothingToPay: '%{name} has no approved, unpaid hours in %{period}.',
  keepsTutorAndMonth: 'A pay run keeps its tutor and month: delete it and make a new one.',
  advanceTooHigh: 'The advance is more than the pay of the month.',
  overtimeLocked: 'This overtime is part of a pay run and cannot be changed or deleted.',
  hoursLocked: 'This row is part of a pay run and cannot be changed or deleted.',
  onlyAdminDecidesOvertime: 'Only an administrator can approve or cancel overtime.',
  onlyAdminDecidesHours: 'Only an administrator can approve or reject hours.',
  noOvertimeRate: 'The tutor has no overtime rate yet; an administrator sets it on the employee.',
  noOvertimeRateYet: 'The tutor has no overtime rate yet.',
  noWeeklyHours:
    'The tutor has no contracted weekly hours yet; an administrator sets them on the employee.',
  eligibilityOwn:
    'You worked %{worked} in that week, %{contracted} are contracted and %{requested} already requested: %{remaining} remain.',
  eligibilityTutor:
    'The tutor worked %{worked} in that week, %{contracted} are contracted and %{requested} already requested: %{remaining} remain.',
  tooMuchOvertime: '%{eligibility} %{minutes} cannot be requested.',
  weekStartDate: 'The week start must be a date.',
  weekStartSaturday: 'The week start must be a Saturday, the first day of the centre week.',
  overlapsSession: "This overlaps the tutor's class session of %{from}–%{to} on %{date}.",
  overlapsEntry: "This overlaps the tutor's entry of %{from}–%{to} on %{date}.",
  notTakenPlace: 'A session that has not taken place yet cannot be completed.',
  endBeforeStart: 'The end date must be on or after the start date.',
};
