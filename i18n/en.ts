import { app } from './en/app';
import { billing } from './en/billing';
import { affiliates } from './en/affiliates';
import { calendar } from './en/calendar';
import { chat } from './en/chat';
import { classwork } from './en/classwork';
import { finance } from './en/finance';
import { formLayout } from './en/formLayout';
import { panels } from './en/panels';
import { payments } from './en/payments';
import { pdfDownload } from './en/pdfDownload';
import { results } from './en/results';
import { people } from './en/people';
import { profile } from './en/profile';
import { csvImport } from './en/csvImport';
import { basicListResources, basicLists } from './en/basicLists';
import { questions } from './en/questions';
import { exams } from './en/exams';
import { ra } from './en/ra';
import { scoring } from './en/scoring';
import { orders } from './en/orders';
import { permissions } from './en/permissions';
import { campaigns } from './en/campaigns';
import { enums, menu, notify, resources, screens } from './en/resources';
import { siteContent, siteContentEnums, siteContentResources } from './en/siteContent';
import { site, siteEnums, siteResources } from './en/site';

/** All English messages: react-admin's, the config labels, and the shell's `app` texts. */
export const en = {
  ra,
  resources: { ...resources, ...basicListResources, ...siteContentResources, ...siteResources },
  menu,
  enums: { ...enums, ...siteContentEnums, ...siteEnums },
  screens,
  formLayout,
  app: {
    ...app,
    billing,
    affiliates,
    notify,
    calendar,
    chat,
    classwork,
    csvImport,
    basicLists,
    exams,
    finance,
    panels,
    payments,
    pdfDownload,
    people,
    profile,
    scoring,
    orders,
    permissions,
    campaigns,
    results,
    questions,
    siteContent,
    site,
  },
};
