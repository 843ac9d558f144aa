import { passwordStrengthLabel, passwordStrengthScore } from '../../../shared/passwordStrength';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';

const barColours = [
  'bg-red-500',
  'bg-red-500',
  'bg-orange-500',
  'bg-amber-500',
  'bg-lime-500',
  'bg-emerald-600',
];

/** Advisory only: it never blocks sign-up. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordStrengthScore(password);
  const label = passwordStrengthLabel(score);
  return (
    <div className="mt-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={`h-1.5 flex-1 rounded-full ${step <= score ? barColours[score] : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {messageWithElements('signup.strengthLabel', {
          label: <span className="font-medium">{i18n._(label)}</span>,
        })}
      </p>
    </div>
  );
}
