import { defineCase } from '../harness.js';

export default defineCase({
  summary: 'the config names output directories, and there is not one passport',
  violation: async (repo) => {
    await repo.write('.passport-gate.yml', 'outputs: ["results/*"]\n');
    await repo.write('README.md', '# analysis\n');
  },
  clean: async (repo) => {
    await repo.write('.passport-gate.yml', 'outputs: ["results/*"]\nallow-empty: true\n');
    await repo.write('README.md', '# analysis\n');
  },
  expect: [{ path: '' }],
});
