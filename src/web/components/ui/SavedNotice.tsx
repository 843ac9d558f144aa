import { CircleCheck } from 'lucide-react';

/**
 * A save's confirmation, placed beside the button that saved, where the person is looking. The
 * live region stays on the page while empty, so that the message is announced when it comes.
 */
export function SavedNotice({ message }: { message?: string | null }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
      {message && (
        <>
          <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" />
          {message}
        </>
      )}
    </p>
  );
}
