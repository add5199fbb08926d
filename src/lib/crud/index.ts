/**
 * The app's CRUD views: react-admin's `<Edit>`, `<Create>`, `<Show>` and `<List>` with their
 * "access check pending" screen turned off and replaced by waiting on state they subscribe to.
 *
 * Why: those views decide to show that screen from a one-time read of the query cache under
 * `['auth', 'canAccess', { action, resource }]`, while their own access check is cached under
 * another key. The read therefore only finds a check made by another component of the same
 * screen, such as an action button asking `useCanAccess({ action: 'edit', resource })` while the
 * record loads. Finding it pending, the view swaps its content for the loading screen, which
 * unmounts that button; react-query cancels the button's check and leaves it pending with no one
 * to run it, and nothing renders the view again: "Loading" for ever. Every CRUD screen of the app
 * goes through these components (the lint config forbids react-admin's own elsewhere).
 */
export { AppCreate } from './AppCreate';
export { AppEdit } from './AppEdit';
export { AppList } from './AppList';
export { AppShow } from './AppShow';
