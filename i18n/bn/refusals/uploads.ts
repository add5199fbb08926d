import type { uploads as english } from '../../en/refusals/uploads';

/** Refusals of an uploaded file's size, type and pixels, in Bangla. */
export const uploads: typeof english = {
  tooLarge: '%{name} %{max} কিলোবাইটের বেশি হতে পারবে না।',
  wrongType: '%{name} এই ধরনের ফাইল হতে হবে: %{types}।',
  tooManyPixels:
    '%{name} সর্বোচ্চ %{maxWidth} × %{maxHeight} পিক্সেল হতে পারে (এটি %{width} × %{height})।',
  notSquare: '%{name} বর্গাকার হতে হবে (এটি %{width} × %{height})।',
  image: 'ছবি',
  attachment: 'সংযুক্তি',
};
