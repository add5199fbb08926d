/**
 * Texts of the shell (top bar, sidebar, footer), the auth pages, the error pages and the
 * dashboard, under the `app.` key prefix. Texts the original product showed are kept
 * word for word (docs/DOMAIN.md).
 */
export const app = {
  brand: {
    name: 'Academy Admin',
    tagline: 'Find the Best Course for Your Child',
    logo_alt: '%{name} logo',
  },
  footer: {
    credit: '© %{year} %{name}. Version %{version}.',
  },
  loading: 'Loading…',
  list: {
    // A search's total that stopped counting: the total comes formatted, "10,000".
    page_range_at_least: '%{offsetBegin}-%{offsetEnd} of %{total}+',
  },
  menu: {
    label: 'Main menu',
    pages: {
      dashboard: 'Dashboard',
      messages: 'Messages',
    },
    badge: '%{smart_count} new |||| %{smart_count} new',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    blue: 'Blue',
  },
  notifications: {
    title: 'Notifications',
    open: 'Notifications',
    unseen: '%{smart_count} unseen |||| %{smart_count} unseen',
    empty: 'You have no notifications yet.',
    error: 'The notifications could not be loaded.',
    new: 'New',
    push: {
      label: 'Browser notifications',
      on: 'On for this device: you are notified even when the app is closed.',
      off: 'Get notified on this device even when the app is closed.',
      checking: 'Checking this browser…',
      blocked:
        "Blocked for this site. Allow notifications in the browser's site settings, then turn them on here.",
      unsupported: 'This browser cannot show notifications from the app.',
      failed: 'Browser notifications could not be changed: %{reason}',
    },
  },
  apps: {
    label: 'Apps',
    title: 'Shortcuts',
    dashboard: { title: 'Dashboard', subtitle: 'Summary and counters' },
    messages: { title: 'Messages', subtitle: 'Chat with users' },
    users: { title: 'Users', subtitle: 'Accounts and permissions' },
    roles: { title: 'Roles', subtitle: 'Role permissions' },
    expenses: { title: 'Expenses', subtitle: 'Operational costs' },
    banks: { title: 'Banks', subtitle: 'Banks and accounts' },
    empty: 'No shortcuts are available to you.',
  },
  language: {
    label: 'Language',
    en: 'English',
    bn: 'বাংলা',
  },
  currency: {
    label: 'Currency',
    USD: 'US Dollar',
    EUR: 'Euro',
  },
  user: {
    menu: 'Account menu',
    avatar_alt: 'Picture of %{name}',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    password_confirmation: 'Confirm password',
    first_name: 'First name',
    last_name: 'Last name',
    back_to_signin: 'Back to sign in',
    password_mismatch: 'The passwords do not match',
    generic_error: 'Something went wrong!!',
    invalid_link: 'The action link is invalid',
    signin: {
      title: 'Welcome to %{name}!',
      subtitle: 'Please sign in to your account',
      submit: 'Sign in',
      invalid: 'The email / password combination is invalid',
      forgot: 'Forgot password?',
      new_here: 'New on our platform?',
      create: 'Create an account',
    },
    signup: {
      title: 'Create your account',
      subtitle: 'Join as a student and start learning',
      submit: 'Sign up',
      have_account: 'Already have an account?',
      signin: 'Sign in instead',
      done: 'Thank you! Check your email: open the link we sent you to finish signing up.',
    },
    forgot: {
      title: 'Forgot password?',
      subtitle: "Enter your email and we'll send you a link to reset your password",
      submit: 'Send reset link',
      done: 'If an account uses this address, a reset link is on its way. Check your inbox.',
    },
    reset: {
      title: 'Reset password',
      subtitle: 'Choose a new password for %{email}',
      submit: 'Set new password',
      done: 'Your password is changed. You can sign in with it now.',
      missing: 'This link has no token or email. Ask for a new reset link.',
      request_new: 'Request a new link',
    },
    verify: {
      title: 'Verify your email',
      verifying: 'Checking your verification link…',
      done: 'Your email address is verified. Thank you!',
      missing: 'This link has no token. Open the link from your email again.',
      continue: 'Continue',
    },
  },
  validation: {
    link: 'Must be an http(s) address or a path starting with a single /',
    url: 'Must be a full address starting with http:// or https://',
  },
  errors: {
    not_found: {
      page_title: 'This page could not be found',
      title: 'How did you get here?',
      text: "Sorry we can't seem to find the page you're looking for.",
      search: 'Search pages',
      search_hint: 'Press Ctrl + / to search',
      no_results: 'No page matches',
      back: 'Send me Back',
    },
    error: {
      title: 'OOPS! Something went wrong here',
      text: 'Our experts are working to fix the issue.',
      retry: 'Try again',
      back: 'Send me Back',
      details: 'Technical details',
    },
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, %{name}!',
    welcome_anonymous: 'Welcome back!',
    subtitle: 'Here are the numbers of your academy today.',
    counters: 'Overview',
    empty: 'There is nothing to count yet.',
    error: 'The dashboard report could not be loaded.',
    retry: 'Try again',
    counter: {
      students: 'Students',
      parents: 'Parents',
      employees: 'Employees',
      courses: 'Courses',
      unread_messages: 'Unread messages',
      comments: 'Comments',
      pending_comments: 'Pending comments',
      enrolled_courses: 'Enrolled courses',
      unpaid_orders: 'Unpaid orders',
      completed_courses: 'Completed courses',
      home_works: 'Homework',
      course_materials: 'Course materials',
      exams: 'Exams',
      payments: 'Payments',
      unseen_notifications: 'Unseen notifications',
      complains: 'Complaints',
      pending_cancel_requests: 'Pending cancel requests',
      pending_tutoring_requests: 'New tutoring requests',
      pending_working_hours: 'Manual hours to approve',
      pending_overtime: 'Overtime to approve',
      unhandled_contact_requests: 'Contact requests to answer',
    },
  },
};

/** The same tree with any strings: what every other language must provide, key for key. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type AppTexts = Texts<typeof app>;
