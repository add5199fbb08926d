/**
 * Every migration, in order. `npm run migrate:make <name>` writes a new file and adds it here; a
 * static list (rather than reading the folder) works the same under tsx, Vitest and any bundler.
 */
import type { Migration } from 'kysely';
import * as m0001 from './2026_11_22_0001_foundation';
import * as m0002 from './2026_11_22_0002_finance';
import * as m0003 from './2026_11_22_0003_courses';
import * as m0004 from './2026_11_22_0004_jobs';
import * as m0005 from './2026_11_23_0005_academics';
import * as m0006 from './2026_11_23_0006_assessment';
import * as m0007 from './2026_11_23_0007_money';
import * as m0008 from './2026_11_23_0008_money_indexes';
import * as m0009 from './2026_11_23_0009_messages';
import * as m0010 from './2026_11_23_0010_notification_campaigns';
import * as m0011 from './2026_11_23_0011_site_content';
import * as m0012 from './2026_11_23_0012_site_home';
import * as m0013 from './2026_11_25_0013_web_push';
import * as m0014 from './2026_11_26_0014_push_subscription_session';
import * as m0015 from './2026_11_26_0015_config_alignment';
import * as m0016 from './2026_11_26_0016_own_profile';
import * as m0017 from './2026_11_26_0017_online_payment_id';
import * as m0018 from './2026_11_26_0018_full_text_search';
import * as m0019 from './2026_11_26_0019_rate_limit_hits';
import * as m0020 from './2026_11_26_0020_money_days';
import * as m0021 from './2026_11_26_0021_basic_lists';
import * as m0022 from './2026_11_26_0022_affiliates';
import * as m0023 from './2026_11_26_0023_list_order_indexes';
import * as m0024 from './2026_11_26_0024_tutoring_request_fee';
import * as m0025 from './2026_11_27_0025_reference_names_bn';
import * as m0026 from './2026_11_27_0026_reference_names_bn_more';
import * as m0027 from './2026_11_27_0027_reference_names_bn_site';
import * as m0028 from './2026_11_27_0028_notice_phrases';
import * as m0029 from './2026_11_27_0029_checkout_pages';
import * as m0030 from './2026_11_27_0030_sender_language';
import * as m0031 from './2026_11_27_0031_row_counts';
import * as m0032 from './2026_11_28_0032_money_months';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_foundation': m0001,
  '2026_11_22_0002_finance': m0002,
  '2026_11_22_0003_courses': m0003,
  '2026_11_22_0004_jobs': m0004,
  '2026_11_23_0005_academics': m0005,
  '2026_11_23_0006_assessment': m0006,
  '2026_11_23_0007_money': m0007,
  '2026_11_23_0008_money_indexes': m0008,
  '2026_11_23_0009_messages': m0009,
  '2026_11_23_0010_notification_campaigns': m0010,
  '2026_11_23_0011_site_content': m0011,
  '2026_11_23_0012_site_home': m0012,
  '2026_11_25_0013_web_push': m0013,
  '2026_11_26_0014_push_subscription_session': m0014,
  '2026_11_26_0015_config_alignment': m0015,
  '2026_11_26_0016_own_profile': m0016,
  '2026_11_26_0017_online_payment_id': m0017,
  '2026_11_26_0018_full_text_search': m0018,
  '2026_11_26_0019_rate_limit_hits': m0019,
  '2026_11_26_0020_money_days': m0020,
  '2026_11_26_0021_basic_lists': m0021,
  '2026_11_26_0022_affiliates': m0022,
  '2026_11_26_0023_list_order_indexes': m0023,
  '2026_11_26_0024_tutoring_request_fee': m0024,
  '2026_11_27_0025_reference_names_bn': m0025,
  '2026_11_27_0026_reference_names_bn_more': m0026,
  '2026_11_27_0027_reference_names_bn_site': m0027,
  '2026_11_27_0028_notice_phrases': m0028,
  '2026_11_27_0029_checkout_pages': m0029,
  '2026_11_27_0030_sender_language': m0030,
  '2026_11_27_0031_row_counts': m0031,
  '2026_11_28_0032_money_months': m0032,
};
