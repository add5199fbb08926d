/** What an affiliation user's referral panel reads (`GET /api/affiliate/panel`); money in major units. */
export interface ReferredStudent {
  /** The student profile; null for an account that signed up and has made no profile yet. */
  student_id: number | null;
  name: string;
  /** When the account was made (the sign-up), ISO. */
  signed_up_at: string;
  /** Titles of the courses the student is enrolled in. */
  courses: string[];
}

export interface AffiliatePanel {
  code: string;
  /** The public sign-up page carrying the code. */
  link: string;
  /** The default commission rate, percent. */
  rate: number;
  earned: number;
  paid: number;
  unpaid: number;
  students: ReferredStudent[];
}

/** The sign-up address that carries a referral code. */
export const referralLink = (appUrl: string, code: string) =>
  `${appUrl.replace(/\/$/, '')}/auth/signup?ref=${encodeURIComponent(code)}`;
