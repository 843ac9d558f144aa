import { thumbnailUrl } from '../../../shared/images';
import type { Claim } from '../../../shared/schemas/deposits';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';

type ClaimRecord = Pick<
  Claim,
  'description' | 'photoUrls' | 'disputeText' | 'decidedAmount' | 'decisionNote' | 'status'
>;

/** What a damage claim says, the same on the renter's card and in the admin console. */
export function ClaimDetails({ claim }: { claim: ClaimRecord }) {
  return (
    <>
      <p className="break-words whitespace-pre-line text-slate-700">{claim.description}</p>
      <ul className="flex flex-wrap gap-2">
        {claim.photoUrls.map((url, index) => (
          <li key={url}>
            <a href={url} target="_blank" rel="noreferrer">
              <img
                src={thumbnailUrl(url)}
                alt={i18n._('deposits.photoAlt', {
                  number: index + 1,
                  count: claim.photoUrls.length,
                })}
                className="h-16 w-16 rounded-md object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {claim.disputeText && (
        <p className="break-words text-slate-700">
          {i18n._('deposits.disputeText', { text: claim.disputeText })}
        </p>
      )}
      {claim.decidedAmount !== null && claim.status === 'decided' && (
        <p className="text-slate-700">
          {i18n._('deposits.decidedAmount', { amount: formatCurrency(claim.decidedAmount) })}
        </p>
      )}
      {claim.decisionNote && (
        <p className="break-words text-slate-700">
          {i18n._('deposits.decisionNote', { note: claim.decisionNote })}
        </p>
      )}
    </>
  );
}
