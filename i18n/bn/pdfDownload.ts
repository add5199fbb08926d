import type { pdfDownload as english } from '../en/pdfDownload';

/** The "Download PDF" buttons, in Bangla: the same keys as i18n/en/pdfDownload.ts. */
export const pdfDownload: typeof english = {
  button: 'PDF ডাউনলোড করুন',
  failed: 'PDF ডাউনলোড করা যায়নি। আবার চেষ্টা করুন।',
};
