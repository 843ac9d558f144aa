import { Link } from 'react-router';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';

/** What accepting the disclaimer means, in short, with the way to the whole text. */
export function DisclaimerSummary({ className }: { className: string }) {
  return (
    <div className={`space-y-3 text-sm ${className}`}>
      <p className="leading-relaxed">{i18n._('disclaimer.summary')}</p>
      <p>
        {messageWithElements('disclaimer.readFull', {
          disclaimer: (
            <Link to="/disclaimer" className="font-medium underline">
              {i18n._('shell.disclaimer')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
