import { inputClasses } from '../../components/ui/Field';

/** Holds the pickers' place, at their size, for the moment their code is loading. */
export function DatePickersPlaceholder() {
  return (
    <div aria-busy="true" className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        {['Pick up', 'Return'].map((label) => (
          <div key={label}>
            <p className="mb-1 text-sm font-medium text-slate-700">{label}</p>
            <div className={`${inputClasses} animate-pulse bg-slate-100`}>&nbsp;</div>
          </div>
        ))}
      </div>
      <div className="h-12" />
    </div>
  );
}
