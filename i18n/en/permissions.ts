/** Texts of the permission matrix and the permission list (`app.permissions`). */
export const permissions = {
  /** Names of the subjects that guard pages rather than resources. */
  subjects: {
    Auth: 'Dashboard',
    Admin: 'Admin panel',
    Employee: 'Employee panel',
    Student: 'Student panel',
    Parent: 'Parent panel',
    Message: 'Chat',
    Notification: 'Notification bell',
  },
  matrix: {
    subject: 'Subject',
    all: 'All',
    other_group: 'Other',
    cell: '%{subject}: %{action}',
    row_all: '%{subject}: every action',
    group_all: '%{group}: every permission',
    group_column: '%{group}: %{action} on every subject',
    column_all: '%{action} on every subject',
    every: 'Every permission',
    none: 'No permissions',
    loading: 'Loading permissions…',
  },
  config_defined: "Defined by the app's configuration: it cannot be deleted.",
};
