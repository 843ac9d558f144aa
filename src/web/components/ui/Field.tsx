import { type ComponentProps, type ReactNode, useId } from 'react';

/**
 * A date field's calendar button takes the keyboard's focus inside the field, where `:focus` on
 * the field does not show it: the ring follows focus within as well.
 */
export const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 focus-within:border-emerald-600 focus-within:ring-2 focus-within:ring-emerald-600 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-400';

interface ShellProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children(control: { id: string; describedBy?: string; invalid?: true }): ReactNode;
}

/** Label, control and its error or hint, tied together for screen readers. */
function FieldShell({ label, error, hint, id, className = '', children }: ShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: error ? true : undefined })}
      {error ? (
        <p id={`${controlId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${controlId}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

interface CommonProps {
  label: string;
  error?: string;
  hint?: ReactNode;
}

type Control = Parameters<ShellProps['children']>[0];

const controlProps = (control: Control) => ({
  id: control.id,
  className: inputClasses,
  'aria-invalid': control.invalid,
  'aria-describedby': control.describedBy,
});

export function Field({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: CommonProps & ComponentProps<'input'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...controlProps(control)} {...rest} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: CommonProps & ComponentProps<'textarea'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...controlProps(control)} {...rest} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  ...rest
}: CommonProps & ComponentProps<'select'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <select {...controlProps(control)} {...rest} />}
    </FieldShell>
  );
}
