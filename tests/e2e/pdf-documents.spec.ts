/**
 * A PDF document downloaded from the browser: the demo student saves their results report from
 * their results page, and the file is a PDF named by the server.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

test.describe('the demo student', () => {
  test.use({ as: 'student' });

  test('downloads their results report as a PDF', async ({ page }) => {
    await page.goto('/student/results');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^results-[A-Za-z0-9._-]+\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
