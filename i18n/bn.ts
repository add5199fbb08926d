import { app } from './bn/app';
import { billing } from './bn/billing';
import { affiliates } from './bn/affiliates';
import { calendar } from './bn/calendar';
import { chat } from './bn/chat';
import { classwork } from './bn/classwork';
import { finance } from './bn/finance';
import { formLayout } from './bn/formLayout';
import { panels } from './bn/panels';
import { payments } from './bn/payments';
import { pdfDownload } from './bn/pdfDownload';
import { results } from './bn/results';
import { people } from './bn/people';
import { profile } from './bn/profile';
import { csvImport } from './bn/csvImport';
import { basicListResources, basicLists } from './bn/basicLists';
import { questions } from './bn/questions';
import { exams } from './bn/exams';
import { ra } from './bn/ra';
import { scoring } from './bn/scoring';
import { orders } from './bn/orders';
import { permissions } from './bn/permissions';
import { campaigns } from './bn/campaigns';
import { enums, menu, notify, resources, screens } from './bn/resources';
import { siteContent, siteContentEnums, siteContentResources } from './bn/siteContent';
import { site, siteEnums, siteResources } from './bn/site';

/** All Bangla messages, the same keys as i18n/en.ts. */
export const bn = {
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
