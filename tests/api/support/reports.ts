import type { App } from '../../../src/server/app';
import type { Report } from '../../../src/shared/schemas/reports';
import { bearer } from './users';

export function postReport(app: App, token: string | undefined, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: token ? bearer(token) : {},
    payload,
  });
}

/** Files a report through the API; fails the test unless it is filed (201). */
export async function fileReport(app: App, token: string, payload: object): Promise<Report> {
  const response = await postReport(app, token, payload);
  if (response.statusCode !== 201) {
    throw new Error(`reporting failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ report: Report }>().report;
}

export async function myReports(app: App, token: string): Promise<Report[]> {
  const response = await app.inject({ url: '/api/reports/mine', headers: bearer(token) });
  if (response.statusCode !== 200) {
    throw new Error(`listing reports failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<{ reports: Report[] }>().reports;
}
