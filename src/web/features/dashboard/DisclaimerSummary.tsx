import { Link } from 'react-router';

/** What accepting the disclaimer means, in short, with the way to the whole text. */
export function DisclaimerSummary({ className }: { className: string }) {
  return (
    <div className={`space-y-3 text-sm ${className}`}>
      <p className="leading-relaxed">
        Lendwell is only a platform that connects neighbours. We are not a party to any rental
        agreement, we do not own, inspect or verify the items listed, and we provide no insurance.
        Owners and Renters are responsible for the condition of items, for loss, damage or theft,
        and for settling any dispute between them.
      </p>
      <p>
        Please read the full{' '}
        <Link to="/disclaimer" className="font-medium underline">
          Platform Disclaimer
        </Link>{' '}
        before you rent or lend.
      </p>
    </div>
  );
}
