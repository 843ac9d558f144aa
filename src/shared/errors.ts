/** The JSON body of every error answer. */
export interface ApiErrorBody {
  error: string;
  code: string;
  field?: string;
}
