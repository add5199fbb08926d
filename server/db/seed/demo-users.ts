import type { UserKind } from '../../../schema';

/** The demo sign-ins printed at start (README). Never created when NODE_ENV=production. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_USERS: {
  kind: UserKind;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}[] = [
  {
    kind: 'admin',
    email: 'admin@academy.test',
    firstName: 'Farhana',
    lastName: 'Akter',
    phone: '+880 1711-000001',
  },
  {
    kind: 'employee',
    email: 'employee@academy.test',
    firstName: 'Tanvir',
    lastName: 'Hasan',
    phone: '+880 1711-000002',
  },
  {
    kind: 'student',
    email: 'student@academy.test',
    firstName: 'Ayesha',
    lastName: 'Rahman',
    phone: '+880 1711-000003',
  },
  {
    kind: 'parent',
    email: 'parent@academy.test',
    firstName: 'Kamal',
    lastName: 'Rahman',
    phone: '+880 1711-000004',
  },
  {
    kind: 'affiliation',
    email: 'affiliate@academy.test',
    firstName: 'Sadia',
    lastName: 'Islam',
    phone: '+880 1711-000005',
  },
];
