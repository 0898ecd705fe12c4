// Runs one TypeScript entry file (argv[2]) through tsx's scoped import instead of a process-wide `--import tsx`.
// Worker threads that the entry starts inherit the process's options, so they run without tsx's loader, as they do
// under `npm start` (the kmd bench's server: its pool threads' signing tasks took ~5% longer under the loader).
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

await tsImport(pathToFileURL(process.argv[2]).href, import.meta.url);
