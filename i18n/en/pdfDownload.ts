/** The "Download PDF" buttons of receipts, payslips and results, under `app.pdfDownload`. */
export const pdfDownload = {
  button: 'Download PDF',
  failed: 'The PDF could not be downloaded. Please try again.',
};
