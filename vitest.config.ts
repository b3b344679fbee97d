import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/console'],
    // Vitest's default for a run is one worker fewer than the cores: on a 2-core machine a single worker and
    // an idle core, while the main process mostly waits (decision 0088).
    maxWorkers: availableParallelism(),
  },
});
