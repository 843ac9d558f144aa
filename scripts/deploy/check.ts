// `npm run lint:deploy`: checks the Dockerfile, compose.yaml and the Caddyfile without a container
// runtime (docs/decisions/0033-deploy-recipe.md). Exit 1 with one line per problem.
import { fileURLToPath } from 'node:url';
import { deployFileProblems } from './deployFiles';

const problems = deployFileProblems(fileURLToPath(new URL('../..', import.meta.url)));
if (problems.length) {
  console.error(`Deploy files: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Deploy files: Dockerfile, compose.yaml and deploy/Caddyfile pass.');
