/** Texts of the user's own profile (/user/edit) and its prompt, under `app.profile`. */
export const profile = {
  menu: 'My profile',
  title: 'My profile',
  load_error: 'Your profile could not be loaded.',
  details: {
    title: 'Details',
    first_name: 'First name',
    last_name: 'Last name',
    phone: 'Phone',
    save: 'Save details',
    saved: 'Your details are saved.',
  },
  photo: {
    current: 'Your photo',
    choose: 'Choose a photo',
    crop_preview: 'The square that becomes your photo',
    zoom: 'Zoom',
    use: 'Use this square',
  },
  email: {
    title: 'E-mail address',
    current: 'You sign in with %{email}.',
    pending:
      '%{email} is waiting for confirmation: open the link we sent there. Until then you sign in with your current address.',
    new: 'New e-mail address',
    save: 'Send confirmation link',
    sent: 'Open the link we sent to the new address to confirm it.',
    confirm_title: 'Confirm your new e-mail address',
    confirmed: 'Your new e-mail address is confirmed. Sign in with it from now on.',
  },
  password: {
    title: 'Password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Change password',
    saved: 'Your password is changed. Your other sessions have been signed out.',
  },
  preferences: {
    title: 'Language and theme',
    save: 'Save preferences',
    saved: 'Your preferences are saved.',
  },
  prompt: {
    message: 'Please complete your profile: the centre needs a few details about you.',
    action: 'Complete profile',
  },
};

export type ProfileTexts = typeof profile;
