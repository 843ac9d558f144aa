/** Where failures that no request waits for are reported (the app's logger). */
export interface ErrorLog {
  error(details: object, message: string): void;
}
