/**
 * The e-mails the server frames around someone's own text, or sends to someone who has chosen no
 * language in the app, are worded in their reader's language (docs/DOMAIN.md "Language of notices
 * and e-mails"): a contact reply and an applicant's status mail in the language the public form
 * was sent in, the centre's (`CENTRE_LANGUAGE`) for rows that do not know it; a new account's
 * invitation in the language of the staff request that made it. What people typed is quoted as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantStatus } from '../../schema';
import { idWhere } from '../support/rows';
import { startSecondInstance, startTestServer, type TestServer } from '../support/server';
import { lastMailTo as lastMailToIn } from '../support/mail-outbox';

let server: TestServer;
let admin: string;

const BANGLA = 'bn-BD,bn;q=0.9';
const ENGLISH = 'en-US,en;q=0.9';
const CENTRE = 'Dhanmondi Learning Centre';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  // The signature of an applicant's mail is the centre's name, whatever it is set to.
  await server.connection.db
    .updateTable('settings')
    .set({ value: CENTRE })
    .where('group', '=', 'general')
    .where('name', '=', 'site_name')
    .execute();
});
afterAll(() => server.close());

const lastMailTo = (email: string) => lastMailToIn(server.connection.db, email);

const linkIn = (text: string) => /https?:\S+/.exec(text)?.[0] ?? '';

describe('a reply to a contact request', () => {
  const sendForm = async (email: string, language: string, message: string) => {
    const { status } = await server.request('POST', '/api/public/contact', {
      language,
      json: { name: 'Nusrat Jahan', email, subject: 'Weekend classes', message },
    });
    expect(status).toBe(201);
    return idWhere(server, 'contact_requests', 'email', email);
  };
  const reply = async (
    id: number,
    message: string,
    { language = ENGLISH, on = server }: { language?: string; on?: TestServer } = {},
  ) => {
    const token = on === server ? admin : await on.login('admin@academy.test');
    const { status } = await on.request('POST', `/api/contact-request/${id}/reply`, {
      token,
      language,
      json: { message },
    });
    expect(status).toBe(200);
  };

  it("frames the mail in the language the form was sent in, not the replying admin's: Bangla for a Bangla form, English for an English one, both texts quoted as typed", async () => {
    const bangla = await sendForm('nusrat.bn@example.com', BANGLA, 'শনিবার কি ক্লাস হয়?');
    // Placeholder-like text in a reply is the admin's own and is sent as typed.
    await reply(bangla, 'Yes, 10 am to 1 pm. Fees: 100% as %{name} said.', { language: ENGLISH });
    const banglaMail = await lastMailTo('nusrat.bn@example.com');
    expect(banglaMail.subject).toBe('Re: Weekend classes');
    expect(banglaMail.text).toBe(
      'প্রিয় Nusrat Jahan,\n\nYes, 10 am to 1 pm. Fees: 100% as %{name} said.\n\n— আপনার বার্তা —\nশনিবার কি ক্লাস হয়?\n',
    );

    const english = await sendForm('nusrat.en@example.com', ENGLISH, 'Do you teach on Saturdays?');
    await reply(english, 'হ্যাঁ, সকাল ১০টা থেকে দুপুর ১টা।', { language: BANGLA });
    const englishMail = await lastMailTo('nusrat.en@example.com');
    expect(englishMail.subject).toBe('Re: Weekend classes');
    expect(englishMail.text).toBe(
      'Dear Nusrat Jahan,\n\nহ্যাঁ, সকাল ১০টা থেকে দুপুর ১টা।\n\n— Your message —\nDo you teach on Saturdays?\n',
    );
  });

  it("frames a request that kept no language (sent before it was kept) in the centre's language: English when CENTRE_LANGUAGE is unset, Bangla when it is bn", async () => {
    // The test server reads CENTRE_LANGUAGE as the product does; the test run leaves it unset.
    expect(server.settings.centreLanguage).toBe('en');
    const id = await sendForm('nusrat.old@example.com', BANGLA, 'Do you teach on Saturdays?');
    await server.connection.db
      .updateTable('contact_requests')
      .set({ language: null })
      .where('id', '=', id)
      .execute();
    await reply(id, 'Yes.');
    expect((await lastMailTo('nusrat.old@example.com')).text).toBe(
      'Dear Nusrat Jahan,\n\nYes.\n\n— Your message —\nDo you teach on Saturdays?\n',
    );

    const banglaCentre = await startSecondInstance(server, { centreLanguage: 'bn' });
    try {
      await reply(id, 'Yes.', { on: banglaCentre });
    } finally {
      await banglaCentre.close();
    }
    expect((await lastMailTo('nusrat.old@example.com')).text).toBe(
      'প্রিয় Nusrat Jahan,\n\nYes.\n\n— আপনার বার্তা —\nDo you teach on Saturdays?\n',
    );
  });
});

describe("a job applicant's status mail", () => {
  const apply = async (email: string, language: string) => {
    const job = await idWhere(server, 'jobs', 'title', 'SAT Math Tutor');
    const { status } = await server.request('POST', '/api/public/job-application', {
      language,
      json: { job_id: job, name: 'Farhana Akter', email },
    });
    expect(status).toBe(201);
    return idWhere(server, 'job_applicants', 'email', email);
  };
  const changeStatus = async (
    id: number,
    status: ApplicantStatus,
    { language = ENGLISH, on = server }: { language?: string; on?: TestServer } = {},
  ) => {
    const token = on === server ? admin : await on.login('admin@academy.test');
    const changed = await on.request('PUT', `/api/job-applicant/status/change/${id}/${status}`, {
      token,
      language,
    });
    expect(changed.status).toBe(200);
  };

  it('is in Bangla, with the Bangla status sentence and the centre as signature, for an application sent in Bangla', async () => {
    const id = await apply('farhana.bn@example.com', BANGLA);
    await changeStatus(id, ApplicantStatus.Interviewing, { language: ENGLISH });
    const mail = await lastMailTo('farhana.bn@example.com');
    expect(mail.subject).toBe('SAT Math Tutor পদের জন্য আপনার আবেদন');
    expect(mail.text).toBe(
      `প্রিয় Farhana Akter,\n\nSAT Math Tutor পদের জন্য আপনার আবেদনটি সাক্ষাৎকার পর্যায়ে আছে: এর আয়োজন করতে আমরা আপনার সঙ্গে যোগাযোগ করব।\n\n${CENTRE}\n`,
    );
  });

  it("is in English, signed with the centre's name, for an application sent in English, whatever the admin reads", async () => {
    const id = await apply('farhana.en@example.com', ENGLISH);
    await changeStatus(id, ApplicantStatus.Selected, { language: BANGLA });
    const mail = await lastMailTo('farhana.en@example.com');
    expect(mail.subject).toBe('Your application for SAT Math Tutor');
    expect(mail.text).toBe(
      `Dear Farhana Akter,\n\nYour application for SAT Math Tutor is successful: you have been selected, and we will be in touch about next steps.\n\n${CENTRE}\n`,
    );
  });

  it("is in the centre's language for an application that kept no language: English when CENTRE_LANGUAGE is unset, Bangla when it is bn", async () => {
    expect(server.settings.centreLanguage).toBe('en');
    const id = await apply('farhana.old@example.com', BANGLA);
    await server.connection.db
      .updateTable('job_applicants')
      .set({ language: null })
      .where('id', '=', id)
      .execute();
    await changeStatus(id, ApplicantStatus.Rejected, { language: BANGLA });
    expect((await lastMailTo('farhana.old@example.com')).text).toBe(
      `Dear Farhana Akter,\n\nYour application for SAT Math Tutor is not taken further this time; thank you for your interest.\n\n${CENTRE}\n`,
    );

    const banglaCentre = await startSecondInstance(server, { centreLanguage: 'bn' });
    try {
      await changeStatus(id, ApplicantStatus.PreSelected, { on: banglaCentre });
    } finally {
      await banglaCentre.close();
    }
    expect((await lastMailTo('farhana.old@example.com')).text).toBe(
      `প্রিয় Farhana Akter,\n\nSAT Math Tutor পদের জন্য আপনার আবেদনটি প্রাথমিকভাবে বাছাই হয়েছে: আমরা আপনার সম্পর্কে আরও জানতে চাই।\n\n${CENTRE}\n`,
    );
  });
});

describe("a new account's invitation to choose a password", () => {
  const makeEmployee = async (email: string, language: string) => {
    const { status, body } = await server.request('POST', '/api/employee', {
      token: admin,
      language,
      json: {
        first_name: 'Tanvir',
        last_name: 'Hasan',
        email,
        role_id: await idWhere(server, 'roles', 'name', 'Tutor'),
      },
    });
    expect(status, JSON.stringify(body)).toBe(201);
  };

  it('is in the language of the staff request that made the profile: Bangla, then English', async () => {
    await makeEmployee('tanvir.bn@academy.test', BANGLA);
    const bangla = await lastMailTo('tanvir.bn@academy.test');
    expect(linkIn(bangla.text)).toMatch(/\/auth\/reset-password\?token=/);
    expect(bangla.subject).toBe('আপনার Academy Admin অ্যাকাউন্ট');
    expect(bangla.text).toBe(
      `প্রিয় Tanvir,\n\nআপনার জন্য একটি অ্যাকাউন্ট খোলা হয়েছে। আপনার পাসওয়ার্ড বেছে নিতে ৭ দিনের মধ্যে এই লিংকটি খুলুন:\n${linkIn(bangla.text)}\n`,
    );

    await makeEmployee('tanvir.en@academy.test', ENGLISH);
    const english = await lastMailTo('tanvir.en@academy.test');
    expect(linkIn(english.text)).toMatch(/\/auth\/reset-password\?token=/);
    expect(english.subject).toBe('Your Academy Admin account');
    expect(english.text).toBe(
      `Hello Tanvir,\n\nAn account has been made for you. Open this link within 7 days to choose your password:\n${linkIn(english.text)}\n`,
    );
  });
});
