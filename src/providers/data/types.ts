import type { DataProvider, Identifier } from 'react-admin';

/** The contract's answer to toggle, status change and arrange order (docs/API.md). */
export interface ActionResult {
  status: boolean;
  message: string;
  data?: Record<string, unknown>;
}

/** react-admin's DataProvider plus the three extra calls of docs/API.md. */
export interface AppDataProvider extends DataProvider {
  toggle(resource: string, id: Identifier): Promise<ActionResult>;
  changeStatus(resource: string, id: Identifier, value: string | number): Promise<ActionResult>;
  arrangeOrder(type: string, ids: Identifier[]): Promise<ActionResult>;
}

export type JsonObject = Record<string, unknown>;
