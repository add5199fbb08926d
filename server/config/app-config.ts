/**
 * The whole config as the check sees it: the resources, the sidebar's pages, the icons the app
 * bundles and both languages' labels. Importing the labels here keeps them out of every other
 * server module.
 */
import { bn } from '../../i18n/bn';
import { en } from '../../i18n/en';
import { resources } from '../../resources.config';
import { checkConfig, configProblems, type CheckedConfig } from '../../schema/config-check';
import { menuIconNames } from '../../schema/menu-icons';
import { pageEntries } from '../../schema/menu-pages';

export const appConfig: CheckedConfig = {
  resources,
  pages: pageEntries,
  iconNames: menuIconNames,
  labels: { en, bn },
};

export const appConfigProblems = (): string[] => configProblems(appConfig);

/** Run at start: a config mistake stops the server with every problem named. */
export const checkAppConfig = (): void => checkConfig(appConfig);
